/**
 * Requests the console needs before it can render, started by the entry script while the app's
 * own chunks are still downloading, so they are not chained behind them. Each answer is used
 * once: a later read (Try again) fetches again.
 */
import { AUTH_ROUTES } from '@opsdeck/contracts';
import { ERROR_PAGE_PATH } from '../auth/paths';

const JSON_HEADERS = { Accept: 'application/json' };
const started = new Map<string, Promise<Response>>();

/** Starts a JSON GET of `url` now (no-store unless told); its answer waits for takeEarlyResponse. */
export function startEarlyRequest(url: string, headers: Record<string, string> = {}, cache: RequestCache = 'no-store'): void {
  if (started.has(url)) return;
  const response = fetch(url, { cache, headers: { ...JSON_HEADERS, ...headers } });
  // Handled here so a request nobody reads (a sign-in page) never reports an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, response);
}

/** The answer of an early request of `url`, once; undefined when none was started. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}

/**
 * The JSON body of the early request of `url` when it answered 2xx, once; undefined when none was
 * started or it failed in any way: the caller then asks through its own client, which reports
 * failures (a 401 goes to the sign-in page) as for any request.
 */
export async function takeEarlyJson(url: string): Promise<{ body: unknown } | undefined> {
  const response = await takeEarlyResponse(url)?.catch(() => undefined);
  if (!response?.ok) return undefined;
  try {
    return { body: (await response.json()) as unknown };
  } catch {
    return undefined;
  }
}

/** fetch, answered by the early request of the same URL when there is one. */
export const fetchPreferringEarly: typeof fetch = (input, init) =>
  (typeof input === 'string' ? takeEarlyResponse(input) : undefined) ?? fetch(input, init);

const ACCOUNT_PATHS: readonly string[] = [
  AUTH_ROUTES.login,
  AUTH_ROUTES.registration,
  AUTH_ROUTES.recovery,
  AUTH_ROUTES.verification,
  AUTH_ROUTES.profileSettings,
  ERROR_PAGE_PATH,
];

/** Whether a path is one of the console's pages rather than a sign-in or account page. */
export function isConsolePath(pathname: string): boolean {
  return !ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
