// Page side of the service worker once the first load is over (register.ts imports this lazily, with
// workbox-window, so neither is in the initial JS: DESIGN.md section 7): registration, the update offer,
// the image CDN list.
import { Workbox } from 'workbox-window';
import type { PageToWorker } from '../shared/sw-protocol.ts';
import { imageCdns, onImageCdnsChange } from './cdn-picker.ts';
import { accepted, reloadAccepted, setAccepted } from './update-accepted.ts';
import { offerUpdate } from './update-store.ts';

/** A long-open installed app still hears about new versions. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * After "Update" the new worker takes over only once the old one has no event left to finish, and a busy
 * one (a page loading its pictures on a slow phone) can hold that for long. Past this the page reloads
 * anyway, and the reloaded page (still the old build) reloads again when the new worker takes over.
 */
const UPDATE_RELOAD_FALLBACK_MS = 5000;

/** Registers the worker and offers its updates (loaded after the first load, with workbox-window). */
export async function registerWorker(): Promise<void> {
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
