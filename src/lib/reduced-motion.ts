// The player's "reduce motion" setting, followed live: screens that animate (the rain, the crash curve)
// show their state without the movement while it is on.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const subscribe = (change: () => void) => {
  const query = globalThis.matchMedia?.(QUERY);
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const current = () => globalThis.matchMedia?.(QUERY).matches === true;

/** True while the player asks for reduced motion (false where the browser cannot tell). */
export const useReducedMotion = () => useSyncExternalStore(subscribe, current, () => false);
