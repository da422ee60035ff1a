import { useEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** Content is hidden to the left (scrolled away from the start). */
  start: boolean;
  /** Content is hidden to the right. */
  end: boolean;
}

const NONE: HorizontalOverflow = { start: false, end: false };

/** Whether a scroll container hides content on either side; follows scrolling and resizing. */
export function useHorizontalOverflow(element: HTMLElement | null): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>(NONE);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // A new observation reports the first size once the browser has laid the page out; measuring
    // here instead would force that layout early, in the middle of rendering a page.
    if (observer) {
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    } else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);
  return overflow;
}
