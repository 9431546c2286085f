import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import type { Announcement } from '../../shared/schemas/announcements.ts';

// The announcement pop-up's rules (SPEC.md section 4), kept pure so each row is tested.

/** Slot A: a logged-in session; slot B: a visitor. */
export type PopupSlot = 'A' | 'B';

export const popupSlot = (session: { firstTimeLogin: boolean } | null): PopupSlot => (session ? 'A' : 'B');

/** Slot A shows execution A, plus F only on a first-time login; slot B shows execution B. */
export function popupItems<T extends Pick<Announcement, 'execution'>>(
  list: readonly T[],
  session: { firstTimeLogin: boolean } | null,
): T[] {
  if (!session) return list.filter((a) => a.execution === 'B');
  return list.filter((a) => a.execution === 'A' || (a.execution === 'F' && session.firstTimeLogin));
}

/** What was dismissed last, per slot, in local storage. */
export const POPUP_STORAGE_KEY: Record<PopupSlot, string> = {
  A: STORAGE_KEYS.popupMember,
  B: STORAGE_KEYS.popupAnonymous,
};
/** "Already shown in this browser session", per slot, in session storage. */
export const popupSessionKey = (slot: PopupSlot) => `${POPUP_STORAGE_KEY[slot]}_SHOWN`;

/** The set of title + content pairs, order-independent, as one comparable string. */
export function popupSignature(items: readonly Pick<Announcement, 'title' | 'content'>[]): string {
  const pairs = items.map((a) => [a.title, a.content] as const);
  pairs.sort(([t1, c1], [t2, c2]) => (t1 === t2 ? (c1 < c2 ? -1 : c1 > c2 ? 1 : 0) : t1 < t2 ? -1 : 1));
  return JSON.stringify(pairs);
}

/**
 * Shown once per browser session when there is something to show, and again within the session
 * when the set differs from the one the user closed last (stored under the slot's key).
 */
export function shouldShowPopup(args: {
  signature: string;
  count: number;
  shownThisSession: boolean;
  dismissedSignature: string | null;
}): boolean {
  if (args.count === 0) return false;
  return !args.shownThisSession || args.signature !== args.dismissedSignature;
}
