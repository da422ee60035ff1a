import { runHttpCheck } from './http-check';
import { runTcpCheck } from './tcp-check';
import { UnsupportedCheckTypeError, type CheckDefinition, type CheckOutcome } from './types';

const EXECUTORS: Record<string, (spec: Record<string, unknown>, signal?: AbortSignal) => Promise<CheckOutcome>> = {
  http: runHttpCheck,
  tcp: runTcpCheck,
};

export const EXECUTABLE_CHECK_TYPES = Object.keys(EXECUTORS);

export const isExecutableType = (type: string): boolean => Object.hasOwn(EXECUTORS, type.toLowerCase());

/** Runs one check; other types throw UnsupportedCheckTypeError (they are stored, not executed). */
export function executeCheck(check: CheckDefinition, signal?: AbortSignal): Promise<CheckOutcome> {
  const type = check.type.toLowerCase();
  if (!Object.hasOwn(EXECUTORS, type)) throw new UnsupportedCheckTypeError(check.type);
  return EXECUTORS[type]!(check.spec, signal);
}
