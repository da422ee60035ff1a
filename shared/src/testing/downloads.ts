import { act } from '@testing-library/react';
import { toaster } from '../toast/toaster';

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
export const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Captures the files exports hand to the browser (their download link clicked), in the calling describe block. */
export function captureDownloads(): { blob: Blob; name: string }[] {
  const saved: { blob: Blob; name: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: (URL.createObjectURL as jest.Mock).mock.calls.at(-1)[0] as Blob, name: this.download });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => toaster.remove());
  });
  return saved;
}

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
