import { useCallback, useRef, type RefCallback } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const MARK = 'data-keyboard-scrollable';

/** Puts a scrolling element that holds nothing focusable in the tab order (and takes it out again). */
export function updateKeyboardScrollable(element: HTMLElement): void {
  const scrolls = element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
  const needed = scrolls && element.querySelector(TABBABLE) === null;
  if (needed && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '0');
    element.setAttribute(MARK, '');
  } else if (!needed && element.hasAttribute(MARK)) {
    element.removeAttribute('tabindex');
    element.removeAttribute(MARK);
  }
}

/**
 * A ref for a scroll container: while its content overflows and has no focusable element, the
 * container itself takes the focus, so the keyboard can scroll it (arrow keys, Page Up/Down).
 */
export function useKeyboardScrollable<T extends HTMLElement>(): RefCallback<T> {
  const stop = useRef<() => void>(undefined);
  return useCallback((element: T | null) => {
    stop.current?.();
    stop.current = undefined;
    if (!element) return;
    const update = () => updateKeyboardScrollable(element);
    update();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    const mutations = new MutationObserver(update);
    mutations.observe(element, { childList: true, subtree: true });
    stop.current = () => {
      resize?.disconnect();
      mutations.disconnect();
    };
  }, []);
}
