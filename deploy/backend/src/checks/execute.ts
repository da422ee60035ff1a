import { runHttpCheck } from './http-check';
import { runTcpCheck } from './tcp-check';
import { EXECUTABLE_CHECK_TYPES, UnsupportedCheckTypeError, type CheckDefinition, type CheckOutcome } from './types';

type Executor = (spec: Record<string, unknown>, signal?: AbortSignal) => Promise<CheckOutcome>;

const EXECUTORS: Record<(typeof EXECUTABLE_CHECK_TYPES)[number], Executor> = {
  http: runHttpCheck,
  tcp: runTcpCheck,
};

export { EXECUTABLE_CHECK_TYPES, isExecutableType } from './types';

/** Runs one check; other types throw UnsupportedCheckTypeError (they are stored, not executed). */
export function executeCheck(check: CheckDefinition, signal?: AbortSignal): Promise<CheckOutcome> {
  const type = check.type.toLowerCase();
  if (!Object.hasOwn(EXECUTORS, type)) throw new UnsupportedCheckTypeError(check.type);
  return EXECUTORS[type as keyof typeof EXECUTORS](check.spec, signal);
}
