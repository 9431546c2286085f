import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toast/toast-store.ts';
import { clearPrivateCaches } from '../../pwa/clear-private.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { clearSession } from '../../stores/session.ts';
import { wipePersistedCache } from '../persist.ts';
import { clearStorage, readStorage, writeStorage } from '../storage.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { logout } from './api.ts';
import { setAppBadge } from './app-badge.ts';

/** Fields a remembered-login record may hold: who and how, never a secret (DESIGN.md section 5). */
const REMEMBER_SAFE_KEYS = new Set(['type', 'method', 'username', 'mobileNum', 'countryDialingCode']);

/** True when the remembered-login record holds only the user name and method (else it must go). */
export function rememberRecordIsSafe(raw: string | null): boolean {
  if (raw === null) return true;
  try {
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
    return Object.keys(record).every((k) => REMEMBER_SAFE_KEYS.has(k));
  } catch {
    return false;
  }
}

/** Everything sign-out leaves behind on this device, whether or not the server heard the logout. */
export async function clearLocalAccountData(queryClient: QueryClient): Promise<void> {
  writeStorage('local', STORAGE_KEYS.autoLogin, '0');
  if (!rememberRecordIsSafe(readStorage('local', STORAGE_KEYS.rememberLogin))) {
    writeStorage('local', STORAGE_KEYS.rememberLogin, null);
  }
  // Token, trial user (TRIAL_USER) and anything else of the tab's session storage.
  clearSession();
  // The app icon must not keep showing this member's unread count.
  setAppBadge(0);
  clearStorage('session');
  queryClient.clear();
  await Promise.all([wipePersistedCache(), clearPrivateCaches()]);
}

/**
 * Sign-out (SPEC.md section 4): a please-wait toast, DELETE the session, then the local clean-up (also
 * offline: a failed call must not keep data on the device) and a hard navigation home so no member
 * state survives in memory.
 */
export async function signOut(
  queryClient: QueryClient,
  goHome: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const hide = showToast(msg`Please wait`, TOAST_MS.loading);
  try {
    await logout();
  } catch {
    // offline or already expired: the server forgets the token on its own clock
  }
  await clearLocalAccountData(queryClient);
  hide();
  goHome('/m/home');
}
