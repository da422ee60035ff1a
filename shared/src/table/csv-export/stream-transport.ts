import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse } from 'axios';

/**
 * An axios transport over fetch that hands the answer's body over as a stream, unread. It runs
 * after the API client's interceptors (the hosted provider's token and backend address), and a
 * failure is the AxiosError the client's own transports give (its 401 redirect and toasts apply).
 */
export const streamTransport: AxiosAdapter = async (config) => {
  const signal = (config.signal as AbortSignal | undefined) ?? null;
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== null && value !== undefined) headers.set(name, String(value));
  }
  let answer: Response;
  try {
    answer = await fetch(axios.getUri(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      signal,
      credentials: config.withCredentials ? 'include' : 'same-origin',
    });
  } catch {
    if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, null);
  }
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
    config,
    request: null,
  };
  if (answer.ok) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
};
