import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATEGORY_LABELS } from '../../components/game-grid/category-labels.ts';
import { POPULAR_TABS, type PopularTab } from '../../shared/constants/lobby.ts';
import type { GameType } from '../../shared/schemas/games.ts';

/** HOT always first, then the merchant's categories in the order the platform gives them, once each. */
export function popularTabs(types: readonly Pick<GameType, 'gameType'>[] | undefined): PopularTab[] {
  const tabs: PopularTab[] = ['HOT'];
  for (const { gameType } of types ?? []) {
    if ((POPULAR_TABS as readonly string[]).includes(gameType) && !tabs.includes(gameType))
      tabs.push(gameType);
  }
  return tabs;
}

export const TAB_LABELS: Record<PopularTab, MessageDescriptor> = { HOT: msg`Hot`, ...CATEGORY_LABELS };

/** The tab a key press moves to (arrow keys wrap; Home and End jump), or null for other keys. */
export function tabAfterKey(
  tabs: readonly PopularTab[],
  current: PopularTab,
  key: string,
): PopularTab | null {
  const i = tabs.indexOf(current);
  const n = tabs.length;
  if (n === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return tabs[(i + 1) % n] ?? null;
    case 'ArrowLeft':
      return tabs[(i - 1 + n) % n] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[n - 1] ?? null;
    default:
      return null;
  }
}
