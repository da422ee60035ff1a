import { AxiosError, AxiosHeaders } from 'axios';
import { z } from 'zod/mini';
import { describeFailure, failureToastText } from './describe-failure';

const online = () => true;
const answered = (status: number, data: unknown) => {
  const config = { url: '/db/checks?id=eq.1', method: 'get', headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
};

describe('describeFailure', () => {
  it("gives the server's error or message, never axios's status sentence", () => {
    expect(describeFailure(answered(500, { error: 'database is down' }), online)).toEqual({
      kind: 'http',
      message: 'database is down',
      details: 'GET /db/checks?id=eq.1: HTTP 500',
    });
    expect(describeFailure(answered(400, { message: 'limit must be a number' }), online).message).toBe('limit must be a number');
    expect(describeFailure(answered(403, 'unauthorized. Access Denied'), online).message).toBe('unauthorized. Access Denied');
    expect(describeFailure(answered(502, '<html>bad gateway</html>'), online).message).toBeUndefined();
    expect(failureToastText(answered(500, {}), online)).toBe('An error occurred');
  });

  it('gives the catalogue texts for failures without an answer', () => {
    expect(failureToastText(new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED'), online)).toBe(
      'Request timed out. Please try again.',
    );
    expect(failureToastText(new AxiosError('Network Error', 'ERR_NETWORK'), online)).toBe('Network Error. Please try again.');
    expect(failureToastText(new AxiosError('Network Error', 'ERR_NETWORK'), () => false)).toBe(
      'No internet connection. Please try again.',
    );
  });

  it('says in a sentence that an answer had an unexpected shape, with the issues as details', () => {
    const result = z.safeParse(z.array(z.object({ id: z.string() })), [{ id: 1 }]);
    const described = describeFailure(result.error, online);
    expect(described.kind).toBe('schema');
    expect(described.message).toBe('The server answered in a form this console does not understand, so it cannot be shown.');
    expect(described.details).toMatch(/^0\.id: /);
    expect(described.message).not.toMatch(/\[|\{/);
  });

  it('says a part of the console could not be loaded for a failed chunk', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(missing: http://x/123.js)'), { name: 'ChunkLoadError' });
    expect(describeFailure(chunk, online)).toMatchObject({
      kind: 'chunk',
      message: 'This part of the console could not be loaded. Check the connection and try again.',
    });
  });
});
