import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rowHeightFor, visibleRows } from './windowing.ts';

/** Width assumed before the grid is measured (a phone): only the first paint uses it. */
const FALLBACK_WIDTH = 360;
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Which rows of a page-scrolled grid are near the viewport. Listens to window scroll and resize
 * (coalesced to one update per frame) and re-renders only when the range changes.
 */
export function useWindowRows(rows: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const rowHeight = rowHeightFor(width);
  const [range, setRange] = useState(() =>
    visibleRows({ viewportTop: 0, viewportHeight: globalThis.innerHeight || 800, rowHeight, rows }),
  );

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useIsoLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const next = visibleRows({
        viewportTop: -el.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        rowHeight,
        rows,
      });
      setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowHeight, rows]);

  return { ref, rowHeight, ...range };
}
