import { useEffect, useState } from 'react';

/** An element's content width, following resizes (fallback before it is measured). */
export function useElementWidth(fallback: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallback]);
  return { ref: setElement, width };
}
