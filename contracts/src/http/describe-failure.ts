// One reading of every failure the console shows (panels and toasts alike): the server's own
// text, the catalogue's transport texts, or a sentence for answers and code that could not be used.
import { AN_ERROR_OCCURRED, PART_NOT_LOADED, UNEXPECTED_ANSWER, errorMessageFromResponse } from '../errors/messages';
import { classifyRequestFailure, defaultIsOnline, failureMessage } from './failures';

export type FailureKind = 'http' | 'timeout' | 'offline' | 'network' | 'cancelled' | 'schema' | 'chunk' | 'other';

export interface FailureDescription {
  kind: FailureKind;
  /** What to tell the user; undefined when the failure says nothing usable (the caller picks its fallback). */
  message: string | undefined;
  /** Technical details for a disclosure (the request, the status, the schema issues). */
  details?: string;
}

interface IssueLike {
  path?: readonly PropertyKey[];
  message?: string;
}

const MAX_LISTED_ISSUES = 10;

function schemaIssues(error: unknown): readonly IssueLike[] | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { name, issues } = error as { name?: unknown; issues?: unknown };
  return typeof name === 'string' && name.includes('ZodError') && Array.isArray(issues) ? (issues as IssueLike[]) : undefined;
}

function listIssues(issues: readonly IssueLike[]): string {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const path = issue.path?.length ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message ?? 'invalid'}`;
  });
  if (issues.length > MAX_LISTED_ISSUES) lines.push(`... and ${issues.length - MAX_LISTED_ISSUES} more`);
  return lines.join('\n');
}

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .+ failed/i.test(error.message));

function requestLine(error: unknown): string | undefined {
  const { config, response } = error as { config?: { method?: string; url?: string }; response?: { status?: number } };
  const request = config?.url ? `${(config.method ?? 'get').toUpperCase()} ${config.url}` : undefined;
  const status = response?.status ? `HTTP ${response.status}` : undefined;
  return [request, status].filter(Boolean).join(': ') || undefined;
}

/** The server's text from a failed answer, when its body carries `error` or `message`. */
function serverText(data: unknown): string | undefined {
  const text = errorMessageFromResponse(data);
  if (text !== AN_ERROR_OCCURRED) return text;
  // A short plain-text body (a 403 from an RBAC middleware) is the server's message too; an HTML page is not.
  if (typeof data === 'string' && data.trim() && data.length <= 300 && !/^\s*</.test(data)) return data.trim();
  return undefined;
}

export function describeFailure(error: unknown, isOnline: () => boolean = defaultIsOnline): FailureDescription {
  const issues = schemaIssues(error);
  if (issues) return { kind: 'schema', message: UNEXPECTED_ANSWER, details: listIssues(issues) };
  if (isChunkLoadError(error)) return { kind: 'chunk', message: PART_NOT_LOADED, details: (error as Error).message };
  // Any failure carrying an answer (axios errors, and errors shaped like them) is the server's word.
  const response = error && typeof error === 'object' ? (error as { response?: { data?: unknown } }).response : undefined;
  if (response && typeof response === 'object')
    return { kind: 'http', message: serverText(response.data), details: requestLine(error) };
  const kind = classifyRequestFailure(error, isOnline);
  if (kind === 'timeout' || kind === 'offline' || kind === 'network')
    return { kind, message: failureMessage(kind), details: requestLine(error) };
  if (kind === 'cancelled') return { kind, message: undefined };
  if (typeof error === 'string') return { kind: 'other', message: error.trim() || undefined };
  const message =
    error instanceof Error || (error && typeof error === 'object') ? (error as { message?: unknown }).message : undefined;
  return { kind: 'other', message: typeof message === 'string' && message ? message : undefined };
}

/** A toast's text for a failed call: the server's error or message, a catalogue text, else "An error occurred". */
export function failureToastText(error: unknown, isOnline: () => boolean = defaultIsOnline): string {
  const described = describeFailure(error, isOnline);
  // A bare HTTP failure says nothing more than the generic text (never axios's "Request failed with status code").
  return described.message ?? AN_ERROR_OCCURRED;
}
