import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rowHeightFor, visibleRows } from './windowing.ts';

/** Width assumed before the grid is measured (a phone): only the first paint uses it. */
const FALLBACK_WIDTH = 360;
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Which rows of a page-scrolled grid are near the viewport. Listens to window scroll and resize
 * (coalesced to one update per frame) and re-renders only when the range changes. After the first,
 * updates are transitions: the rows coming into the overscan render in slices between frames, and a
 * page of games arriving waits for the next frame instead of measuring in its own commit (issue 16:
 * at CPU x4 a scroll's frames stay under 50 ms).
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

  const measured = useRef(false);
  useIsoLayoutEffect(() => {
    let frame = 0;
    const update = (urgent = false) => {
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
      if (urgent) set();
      else startTransition(set);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => update());
    };
    // The first measure before the first paint (a restored scroll shows its rows at once); later ones
    // (more rows loaded, the width measured) in the next frame.
    if (measured.current) schedule();
    else {
      measured.current = true;
      update(true);
    }
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
