// jsdom lacks a few browser APIs that react-router 7 and Chakra's positioned components need.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy and waitFor give up after 1 s by default; on a loaded 2-core runner a page's first render
// can take longer, so wait up to 4 s (still inside Jest's 5 s per test).
configure({ asyncUtilTimeout: 4000 });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
// A test file may run in Node instead (`@jest-environment node`, the build's tests): no DOM there.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
}
