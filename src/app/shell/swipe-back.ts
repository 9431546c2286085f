import { SWIPE_BACK_MIN_PX } from '../../shared/constants/ui.ts';

/** The latest touch gesture: its total movement and when it last moved. */
export interface Gesture {
  dx: number;
  dy: number;
  at: number;
}

/** A back navigation this soon after a swipe is the swipe's doing. */
export const SWIPE_NAVIGATION_WINDOW_MS = 1000;

/**
 * A navigation is a swipe back (no page transition, SPEC.md section 2) when it goes back in history
 * right after a mostly horizontal movement of more than SWIPE_BACK_MIN_PX.
 */
export function isSwipeBack(gesture: Gesture | null, action: string, now: number): boolean {
  if (!gesture || (action !== 'BACK' && action !== 'GO')) return false;
  const horizontal = Math.abs(gesture.dx);
  return (
    horizontal > SWIPE_BACK_MIN_PX &&
    horizontal > Math.abs(gesture.dy) &&
    now - gesture.at <= SWIPE_NAVIGATION_WINDOW_MS
  );
}

let start: { x: number; y: number } | null = null;
let last: Gesture | null = null;

export const lastGesture = (): Gesture | null => last;

/** Follows touches on the page (passive listeners); returns the cleanup. */
export function trackSwipes(target: Window = window): () => void {
  const onStart = (e: TouchEvent) => {
    const t = e.touches[0];
    start = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (start && t) last = { dx: t.clientX - start.x, dy: t.clientY - start.y, at: Date.now() };
  };
  const onEnd = () => {
    if (last) last = { ...last, at: Date.now() };
    start = null;
  };
  target.addEventListener('touchstart', onStart, { passive: true });
  target.addEventListener('touchmove', onMove, { passive: true });
  target.addEventListener('touchend', onEnd, { passive: true });
  target.addEventListener('touchcancel', onEnd, { passive: true });
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchmove', onMove);
    target.removeEventListener('touchend', onEnd);
    target.removeEventListener('touchcancel', onEnd);
  };
}
