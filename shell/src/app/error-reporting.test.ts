import { PageLoadError } from '../routing/page-load-error';
import { reportCaughtError, reportUncaughtError } from './error-reporting';

describe('error reporting', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('logs a page that could not be loaded as one line naming the remote, the page and the cause', () => {
    const chunk = Object.assign(new Error('Loading chunk 582 failed.\n(error: http://x/remotes/catalog/1.0.0/582.js)'), {
      name: 'ChunkLoadError',
    });
    reportCaughtError(new PageLoadError('Catalog', '/catalog', chunk), { componentStack: '\n    at Page' });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '[opsdeck] Catalog: the page /catalog could not be loaded (ChunkLoadError: Loading chunk 582 failed. (error: http://x/remotes/catalog/1.0.0/582.js))',
    );
  });

  it('logs a render error once with its component stack', () => {
    const error = new Error('bad row');
    reportCaughtError(error, { componentStack: '\n    at Row' });
    reportUncaughtError(error, {});
    expect(jest.mocked(console.error).mock.calls).toEqual([
      ['[opsdeck] a page failed to render:', error, '\n    at Row'],
      ['[opsdeck] the console failed to render:', error, ''],
    ]);
  });
});
