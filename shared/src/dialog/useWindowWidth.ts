import { useEffect, useState } from 'react';

const current = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(current);
  useEffect(() => {
    const onResize = () => setWidth(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
