import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rowHeightFor, visibleRows } from './windowing.ts';

/** Width assumed before the grid is measured (a phone): only the first choice of rows uses it. */
const FALLBACK_WIDTH = 360;
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Which rows of a page-scrolled grid are near the viewport. The rows' geometry is CSS's (the grid's
 * stylesheet computes the row height from the grid's width), so the width only picks rows: it comes
 * from a ResizeObserver after layout, never read during a commit. Scroll and resize are coalesced to
 * one update per frame, read in the frame's animation callback, and re-render only when the range
 * changes; after the first, updates are transitions, so rows coming into the overscan render in slices
 * between frames (issue 16: at CPU x4 a scroll's frames stay under 50 ms).
 */
export function useWindowRows(rows: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const rowHeight = rowHeightFor(width);
  const [range, setRange] = useState(() =>
    visibleRows({ viewportTop: 0, viewportHeight: globalThis.innerHeight || 800, rowHeight, rows }),
  );

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries.at(-1)?.contentRect.width;
      if (measured) setWidth(measured);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const first = useRef(true);
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
      const set = () =>
        setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
      if (first.current) {
        first.current = false;
        set();
      } else startTransition(set);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowHeight, rows]);

  return { ref, ...range };
}
