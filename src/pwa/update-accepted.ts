// "Update" was pressed in this tab and the new worker has not taken over yet (sessionStorage, so a
// fallback reload still knows). Read at start (register.ts) and by the update offer (service-worker.ts).
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const ACCEPTED = STORAGE_KEYS.updateAccepted;

export function accepted(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED) === '1';
  } catch {
    return false;
  }
}

export function setAccepted(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(ACCEPTED, '1');
    else sessionStorage.removeItem(ACCEPTED);
  } catch {
    // Storage refused (private mode): the fallback reload still happens, once.
  }
}

/** Into the new build: the player accepted and the new worker now controls this page. */
export function reloadAccepted(): void {
  setAccepted(false);
  window.location.reload();
}
