import { act } from '@testing-library/react';
import { toaster } from '@opsdeck/shared';
import { browser } from '../self-service/browser';

/**
 * Records full page navigations (jsdom cannot perform them) and clears toasts between tests, for
 * every test of the file that calls it. Read `navigation.assign` inside a test.
 */
export function trackBrowserNavigation(): { readonly assign: jest.SpyInstance } {
  const state = {} as { assign: jest.SpyInstance };
  beforeEach(() => {
    state.assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    state.assign.mockRestore();
    act(() => toaster.remove());
  });
  return state;
}
