import { QueryObserver } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { shouldRetryQuery } from '@opsdeck/contracts';
import { shellQueryClient } from './ShellQueryProvider';

const httpError = (status: number) =>
  new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_RESPONSE, undefined, undefined, {
    status,
    statusText: String(status),
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: {},
  } as AxiosResponse);
const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 422])('does not retry HTTP %i', (status) => {
    expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('retries network errors and server errors at most twice', () => {
    for (const error of [networkError(), httpError(500), httpError(503)]) {
      expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, false]);
    }
  });

  it('does not retry an answer that failed validation', () => {
    expect(shouldRetryQuery(0, new Error('The session answer from /auth/whoami is not valid'))).toBe(false);
  });
});

describe('the shell QueryClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function attempts(error: () => Error): Promise<number> {
    const queryFn = jest.fn(() => Promise.reject(error()));
    const client = shellQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['test', Math.random()], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await jest.runAllTimersAsync();
    unsubscribe();
    return queryFn.mock.calls.length;
  }

  it('asks once for a 403 and a 404 (a user without a role is not kept waiting)', async () => {
    expect(await attempts(() => httpError(403))).toBe(1);
    expect(await attempts(() => httpError(404))).toBe(1);
  });

  it('asks three times in all when the server or the network fails', async () => {
    expect(await attempts(() => httpError(502))).toBe(3);
    expect(await attempts(networkError)).toBe(3);
  });
});
