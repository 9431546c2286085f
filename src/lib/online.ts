import { useSyncExternalStore } from 'react';

// Connectivity as a player lives it: the browser's online flag, and whether the platform
// answered. Flaky mobile networks, captive portals and a server that is down all leave the browser
// saying "online" while nothing gets through; the offline states must show then too.

/** Waits between checks while the platform does not answer: soon at first, then less often. */
const PROBE_DELAYS_MS = [3_000, 10_000, 30_000, 60_000];

let reachable = true;
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeStep = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const fn of listeners) fn();
}

/** Online for the app: the browser says so and the platform answered its last call. */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && reachable;
}

/** True while the browser says online but the platform does not answer. */
export const serverUnreachable = (): boolean => !reachable;

/** Calls `fn` whenever isOnline() may have changed. */
export function onConnectivityChange(fn: () => void): () => void {
  listeners.add(fn);
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
}

/** How to ask the platform whether it answers (the http client sets a cheap call). */
export function setReachabilityProbe(fn: () => Promise<unknown>): void {
  probe = fn;
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  const delay = PROBE_DELAYS_MS[Math.min(probeStep, PROBE_DELAYS_MS.length - 1)] ?? 60_000;
  probeStep++;
  probeTimer = setTimeout(() => {
    // The call reports its own outcome; a failure schedules the next check.
    if (probe && navigator.onLine) void probe().catch(() => {});
    else scheduleProbe();
  }, delay);
}

function probeNow(): void {
  clearTimeout(probeTimer);
  probeStep = 0;
  if (probe) void probe().catch(() => {});
}

// Back on the network: ask the platform at once instead of waiting for the next check.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (!reachable) probeNow();
  });
}

/**
 * The http client's report after each call: answered (any HTTP response) or not (no response). A
 * call that fails while the browser is offline says nothing about the platform and is not reported.
 */
export function reportServerReachable(answered: boolean): void {
  if (!answered && typeof navigator !== 'undefined' && !navigator.onLine) return;
  if (answered) {
    clearTimeout(probeTimer);
    probeStep = 0;
  } else {
    scheduleProbe();
  }
  if (answered === reachable) return;
  reachable = answered;
  notify();
}

export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}

/**
 * Offline, how many whole minutes old data fetched at `updatedAt` is (its age is shown with it);
 * null while online or without data.
 */
export function useOfflineAge(updatedAt: number): number | null {
  const online = useOnline();
  return online || !updatedAt ? null : minutesSince(updatedAt);
}

/** Whole minutes between `updatedAt` and `now` (never negative). */
export const minutesSince = (updatedAt: number, now = Date.now()): number =>
  Math.max(0, Math.floor((now - updatedAt) / 60_000));
