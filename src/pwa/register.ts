// Page side of the service worker at start: registration waits for the first load, and everything it
// needs (workbox-window, the update offer) is imported then, so it stays out of the initial JS
// (DESIGN.md section 7).
import { afterLoad } from '../lib/after-load.ts';
import { accepted, reloadAccepted } from './update-accepted.ts';

const REGISTER_DELAY_MS = 2000;

let started = false;

/** Registers the worker in production builds, once the page has loaded. Call it once at start. */
export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Reloaded after "Update" while the old worker still held on: listen from the start, not after load.
  if (accepted())
    navigator.serviceWorker.addEventListener('controllerchange', reloadAccepted, { once: true });
  // After load, a moment for the lobby's pictures (they are not part of `load`: React adds them), then
  // when the main thread is idle: the worker's install downloads the whole shell and must not compete.
  afterLoad(
    () => void import('./service-worker.ts').then((m) => m.registerWorker()).catch(() => {}),
    REGISTER_DELAY_MS,
  );
}
