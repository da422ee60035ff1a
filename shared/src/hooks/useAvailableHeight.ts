import { useCallback, useEffect, useState } from 'react';

/** Height from an element's top to the bottom of the window (at least `min`), following resizes. */
export function useAvailableHeight(min = 320, bottomGap = 24) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(min);
  const measure = useCallback(() => {
    if (!element) return;
    setHeight(Math.max(min, Math.floor(window.innerHeight - element.getBoundingClientRect().top - bottomGap)));
  }, [element, min, bottomGap]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ref: setElement, height };
}
