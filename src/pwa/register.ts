// Page side of the service worker: registration, update offer, image CDN list. workbox-window is
// imported only after the first load so it stays out of the initial JS (DESIGN.md section 7).
import { afterLoad } from '../lib/after-load.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import type { PageToWorker } from '../shared/sw-protocol.ts';
import { imageCdns, onImageCdnsChange } from './cdn-picker.ts';
import { offerUpdate } from './update-store.ts';

/** A long-open installed app still hears about new versions. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const REGISTER_DELAY_MS = 2000;
/**
 * After "Update" the new worker takes over only once the old one has no event left to finish, and a busy
 * one (a page loading its pictures on a slow phone) can hold that for long. Past this the page reloads
 * anyway, and the reloaded page (still the old build) reloads again when the new worker takes over.
 */
const UPDATE_RELOAD_FALLBACK_MS = 5000;
const ACCEPTED = STORAGE_KEYS.updateAccepted;

function accepted(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED) === '1';
  } catch {
    return false;
  }
}

function setAccepted(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(ACCEPTED, '1');
    else sessionStorage.removeItem(ACCEPTED);
  } catch {
    // Storage refused (private mode): the fallback reload still happens, once.
  }
}

/** Into the new build: the player accepted and the new worker now controls this page. */
function reloadAccepted(): void {
  setAccepted(false);
  window.location.reload();
}

let started = false;

/** Registers the worker in production builds, once the page has loaded. Call it once at start. */
export function startServiceWorker(): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  // Reloaded after "Update" while the old worker still held on: listen from the start, not after load.
  if (accepted()) navigator.serviceWorker.addEventListener('controllerchange', reloadAccepted, { once: true });
  // After load, a moment for the lobby's pictures (they are not part of `load`: React adds them), then
  // when the main thread is idle: the worker's install downloads the whole shell and must not compete.
  afterLoad(() => void registerWorker().catch(() => {}), REGISTER_DELAY_MS);
}

async function registerWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  let registration: ServiceWorkerRegistration | undefined;
  let reloadWhenControlled = false;

  // Reload only after the player pressed "Update" and the new worker took over: never silently.
  wb.addEventListener('controlling', () => {
    if (reloadWhenControlled) reloadAccepted();
  });
  // Fired only when the page was already controlled at registration (STACK.md), i.e. for updates.
  wb.addEventListener('waiting', () => {
    // Accepted already, before a fallback reload: no second question.
    if (accepted()) {
      wb.messageSkipWaiting();
      return;
    }
    offerUpdate(() => {
      if (registration?.waiting) {
        reloadWhenControlled = true;
        setAccepted(true);
        wb.messageSkipWaiting();
        setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
      } else {
        // Another tab already activated it: this page only needs the new files.
        window.location.reload();
      }
    });
  });

  const registered = await wb.register();
  registration = registered;
  if (!registered) return;
  // Nothing waits: whatever was accepted is done (the 'waiting' event, if any, came before this line).
  if (!registered.waiting && !registered.installing) setAccepted(false);

  const sendCdns = (cdns: readonly string[]) => {
    if (cdns.length > 0) postToWorkers(registered, { type: 'SET_IMAGE_CDNS', cdns: [...cdns] });
  };
  onImageCdnsChange(sendCdns);
  void navigator.serviceWorker.ready.then(() => sendCdns(imageCdns()));
  setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
}

/** Both the active and a waiting worker keep the list in memory; they share the persisted copy. */
function postToWorkers(registration: ServiceWorkerRegistration, message: PageToWorker): void {
  const workers = new Set([registration.active, registration.waiting, registration.installing]);
  for (const worker of workers) worker?.postMessage(message);
}
