// A scripted axios adapter for tests of code that takes an axios instance (no network).
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Error | Promise<FakeReply | Error>;

/**
 * Builds an adapter that answers every request with `handler` and records the configs it saw.
 * Non-2xx replies reject with an AxiosError carrying the response, as axios' own adapters do.
 */
export function createFakeAdapter(handler: FakeHandler): AxiosAdapter & { requests: InternalAxiosRequestConfig[] } {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    const reply = await handler(config);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return Object.assign(adapter, { requests });
}

/** A transport failure without a response (timeout, refused connection, offline). */
export function transportError(code: string, message: string): (config: InternalAxiosRequestConfig) => AxiosError {
  return (config) => new AxiosError(message, code, config, {});
}
