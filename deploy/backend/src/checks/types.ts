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
  /** The spec could not be judged (e.g. it asks for something this backend does not do). */
  invalid?: boolean;
  durationMs: number;
  message?: string;
  error?: string;
  details?: Record<string, unknown>;
}

/** The check types this backend executes; every other type is stored and listed, never run. */
export const EXECUTABLE_CHECK_TYPES = ['http', 'tcp'] as const;

export const isExecutableType = (type: string): boolean =>
  (EXECUTABLE_CHECK_TYPES as readonly string[]).includes(type.toLowerCase());

/** What the list, the history and Run Now say about a check of a type this backend does not run. */
export const notExecutedMessage = (type: string): string =>
  `check type "${type}" is not executed by this backend (it runs ${EXECUTABLE_CHECK_TYPES.join(' and ')} checks only)`;

/** Raised for check types this backend stores but does not execute. */
export class UnsupportedCheckTypeError extends Error {
  constructor(readonly checkType: string) {
    super(notExecutedMessage(checkType));
    this.name = 'UnsupportedCheckTypeError';
  }
}
