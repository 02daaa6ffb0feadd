import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it changes. The chart draws at its real width, so its labels stay
 * 11 px on a phone instead of shrinking with a scaled-down drawing. Without ResizeObserver (old browsers, jsdom)
 * the fallback width is used and the drawing scales.
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
