import { AxiosError, AxiosHeaders } from 'axios';
import { httpStatusOf, isClientError } from './status';

const answered = (status: number) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data: null,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('httpStatusOf', () => {
  it('reads the status of an answered request', () => {
    expect(httpStatusOf(answered(403))).toBe(403);
    expect(httpStatusOf({ response: { status: 404 } })).toBe(404);
  });

  it('is undefined without an answer', () => {
    expect(httpStatusOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(httpStatusOf(new Error('boom'))).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
    expect(httpStatusOf({ response: { status: '404' } })).toBeUndefined();
  });
});

describe('isClientError', () => {
  it('is true for 4xx answers only', () => {
    expect(isClientError(answered(400))).toBe(true);
    expect(isClientError(answered(499))).toBe(true);
    expect(isClientError(answered(500))).toBe(false);
    expect(isClientError(answered(399))).toBe(false);
    expect(isClientError(new Error('boom'))).toBe(false);
  });
});
