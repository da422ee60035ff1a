/** A check as the runner needs it: its row in `checks`, with the canary's spec entry as a fallback. */
export interface CheckDefinition {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  /** Current checks.status ('healthy' / 'unhealthy' / null). */
  status: string | null;
  /** The check's own settings (checks.spec, else the matching entry of the canary spec). */
  spec: Record<string, unknown>;
}

/** What one execution produced; stored as a check_statuses row. */
export interface CheckOutcome {
  start: Date;
  pass: boolean;
  durationMs: number;
  message?: string;
  error?: string;
  details?: Record<string, unknown>;
}

/** Raised for check types this backend stores but does not execute. */
export class UnsupportedCheckTypeError extends Error {
  constructor(readonly checkType: string) {
    super(`check type "${checkType}" is not executed by this backend (it runs http and tcp checks only)`);
    this.name = 'UnsupportedCheckTypeError';
  }
}
