import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { POPUP_DELAY_MS } from '../../shared/constants/ui.ts';
import type { Announcement } from '../../shared/schemas/announcements.ts';
import { sessionStore } from '../../stores/session.ts';
import {
  POPUP_STORAGE_KEY,
  type PopupSlot,
  popupItems,
  popupSessionKey,
  popupSignature,
  popupSlot,
  shouldShowPopup,
} from './slots.ts';

export interface OpenPopup {
  slot: PopupSlot;
  items: Announcement[];
  signature: string;
}

/**
 * Decides, POPUP_DELAY_MS after the announcements are there, whether the pop-up shows (slots.ts);
 * `remember` stores the shown set as dismissed, `hide` unmounts it after its closing animation.
 */
export function useNoticePopup(list: readonly Announcement[] | undefined) {
  const { session } = useSnapshot(sessionStore);
  const [popup, setPopup] = useState<OpenPopup | null>(null);

  useEffect(() => {
    if (!list) return;
    const timer = setTimeout(() => {
      const slot = popupSlot(session);
      const items = popupItems(list, session);
      const signature = popupSignature(items);
      const show = shouldShowPopup({
        signature,
        count: items.length,
        shownThisSession: readStorage('session', popupSessionKey(slot)) === '1',
        dismissedSignature: readStorage('local', POPUP_STORAGE_KEY[slot]),
      });
      if (!show) return;
      writeStorage('session', popupSessionKey(slot), '1');
      setPopup((open) => (open?.signature === signature ? open : { slot, items, signature }));
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [list, session]);

  return {
    popup,
    remember: () => {
      if (popup) writeStorage('local', POPUP_STORAGE_KEY[popup.slot], popup.signature);
    },
    hide: () => setPopup(null),
  };
}
