import { useEffect, useRef, useState } from 'react';

/**
 * How many items to render: starts with `step` and grows by `step` when the sentinel scrolls into
 * view (or showMore is called), so thousands of cards never render at once.
 */
export function useProgressiveCount(total: number, step: number, resetKey: unknown) {
  const [count, setCount] = useState(step);
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => setCount(step), [resetKey, step]);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || count >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCount((c) => c + step);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [count, total, step]);
  return { count: Math.min(count, total), sentinel, showMore: () => setCount((c) => c + step), hasMore: count < total };
}
