// The axios instance every app shares: Mission Control headers, 401 redirect, transport-failure
// toasts, and for the hosted provider a bearer token plus a rewritten base URL.
import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_BASE_PATH } from '../constants/shell';
import { classifyRequestFailure, defaultIsOnline, failureMessage } from './failures';
import { currentPathAndQuery, redirectToAuthStateChecker, redirectToLogin } from './redirects';

/** No spec value exists; long enough for slow catalog queries, short enough to surface a hung proxy. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

export const DEFAULT_API_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  // Mission Control's UI sends this on every request, GETs included (reference 3.1).
  Prefer: 'return=representation',
} as const;

export type IdentityProviderMode = 'self-service' | 'hosted';

type MaybePromise<T> = T | Promise<T>;

export interface ApiClientOptions {
  /** Defaults to /api. */
  baseURL?: string;
  timeoutMs?: number;
  /** Which identity provider is in use: picks the default 401 redirect. */
  mode?: IdentityProviderMode;
  /** Called on 401 with the current path and query. Defaults to a browser redirect per mode. */
  onUnauthorized?: (returnTo: string) => void;
  /** Shows a transport-failure text (timeout, network, offline). */
  notify?: (message: string) => void;
  /** Current path and query; defaults to the browser location. */
  getReturnTo?: () => string;
  /** Bearer token for each request (hosted provider); nothing is sent when it yields no token. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Organization backend address (hosted provider); replaces the /api prefix of the base URL. */
  getBackendUrl?: () => MaybePromise<string | null | undefined>;
  isOnline?: () => boolean;
  /** Extra default headers. */
  headers?: Record<string, string>;
  /** Injected transport, for tests and server-side use. */
  adapter?: AxiosAdapter;
}

/**
 * Replaces the /api prefix of a base URL with an organization backend address; the backend serves
 * the same paths without /api (reference section 1). Other base URLs are only prefixed.
 */
export function rewriteBaseURL(baseURL: string | undefined, backendUrl: string): string {
  const backend = backendUrl.replace(/\/+$/, '');
  const base = baseURL ?? API_BASE_PATH;
  if (/^https?:\/\//i.test(base)) return base;
  if (base === API_BASE_PATH || base.startsWith(`${API_BASE_PATH}/`)) return `${backend}${base.slice(API_BASE_PATH.length)}`;
  return `${backend}${base.startsWith('/') ? '' : '/'}${base}`;
}

export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? API_BASE_PATH,
    timeout: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    headers: { ...DEFAULT_API_HEADERS, ...options.headers },
    adapter: options.adapter,
  });

  const onUnauthorized = options.onUnauthorized ?? (options.mode === 'hosted' ? redirectToAuthStateChecker : redirectToLogin);
  const getReturnTo = options.getReturnTo ?? (() => currentPathAndQuery());
  const isOnline = options.isOnline ?? defaultIsOnline;

  if (options.getToken || options.getBackendUrl) {
    client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
      const [token, backendUrl] = await Promise.all([options.getToken?.(), options.getBackendUrl?.()]);
      if (token) {
        config.headers = AxiosHeaders.from(config.headers);
        config.headers.set('Authorization', `Bearer ${token}`);
      }
      if (backendUrl) config.baseURL = rewriteBaseURL(config.baseURL, backendUrl);
      return config;
    });
  }

  client.interceptors.response.use(undefined, (error: AxiosError) => {
    if (error.response?.status === 401) {
      onUnauthorized(getReturnTo());
    } else {
      const message = failureMessage(classifyRequestFailure(error, isOnline));
      if (message) options.notify?.(message);
    }
    return Promise.reject(error);
  });

  return client;
}
