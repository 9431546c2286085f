import { useSyncExternalStore } from 'react';

// The browser's online state as a React value (issue 5: offline states are designed, not accidental).

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Whole minutes between `updatedAt` and `now` (never negative). */
export const minutesSince = (updatedAt: number, now = Date.now()): number =>
  Math.max(0, Math.floor((now - updatedAt) / 60_000));
