import { AxiosError, CanceledError } from 'axios';
import { classifyRequestFailure, defaultIsOnline, failureMessage } from './failures';

describe('classifyRequestFailure', () => {
  const online = () => true;
  it('distinguishes timeout, network, offline, cancel, http and unknown', () => {
    expect(classifyRequestFailure(new AxiosError('timeout of 1ms exceeded', 'ECONNABORTED'), online)).toBe('timeout');
    expect(classifyRequestFailure(new AxiosError('Network Error', 'ERR_NETWORK'), online)).toBe('network');
    expect(classifyRequestFailure(new AxiosError('Network Error', 'ERR_NETWORK'), () => false)).toBe('offline');
    expect(classifyRequestFailure(new CanceledError(), online)).toBe('cancelled');
    expect(classifyRequestFailure(new Error('plain'), online)).toBe('unknown');
    const withResponse = new AxiosError(
      'x',
      'ERR_BAD_RESPONSE',
      undefined,
      {},
      {
        status: 404,
        statusText: '',
        data: {},
        headers: {},
        config: {} as never,
      },
    );
    expect(classifyRequestFailure(withResponse, online)).toBe('http');
  });

  it('maps kinds to the spec texts', () => {
    expect(failureMessage('timeout')).toBe('Request timed out. Please try again.');
    expect(failureMessage('network')).toBe('Network Error. Please try again.');
    expect(failureMessage('offline')).toBe('No internet connection. Please try again.');
    expect(failureMessage('http')).toBeUndefined();
    expect(failureMessage('cancelled')).toBeUndefined();
  });

  it('treats a runtime without navigator.onLine as online', () => {
    expect(typeof defaultIsOnline()).toBe('boolean');
  });
});
