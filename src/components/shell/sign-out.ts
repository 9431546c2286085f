import { clearStorage, writeStorage } from '../../lib/storage.ts';
import { clearPrivateCaches } from '../../pwa/clear-private.ts';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { clearSession } from '../../stores/session.ts';

/**
 * Local part of sign-out (SPEC.md section 4): auto-login off, session storage wiped, then a hard
 * navigation home so no member state survives in memory. The server logout call joins with login.
 */
export async function signOutLocally(): Promise<void> {
  writeStorage('local', STORAGE_KEYS.autoLogin, '0');
  clearSession();
  clearStorage('session');
  await clearPrivateCaches();
  window.location.assign('/m/home');
}
