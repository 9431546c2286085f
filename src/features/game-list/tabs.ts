// Game list screen (SPEC.md sections 2 and 4): tabs, filters and how they map to the platform's queries.
import {
  FAVOURITE_FIRST_PAGE,
  FAVOURITE_PAGE_SIZE,
  GAME_PAGE_SIZE,
  type GameCategory,
  MIN_BET_OPTIONS_CENTS,
  RECENT_PAGE_SIZE,
} from '../../shared/constants/lobby.ts';

/** Tabs in screen order; 'new' exists for RNG only. */
export const GAME_LIST_TABS = ['recent', 'favourites', 'hot', 'all', 'new'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];
export const DEFAULT_TAB: GameListTab = 'all';

/** RNG (slots) alone has the 'new' tab and the classification and minimum-bet filters. */
export const isRng = (gameType: GameCategory) => gameType === 'RNG';

export const tabsFor = (gameType: GameCategory): GameListTab[] =>
  GAME_LIST_TABS.filter((t) => t !== 'new' || isRng(gameType));

/** A tab the category does not have (e.g. 'new' on LIVE) falls back to 'all'. */
export const tabFor = (gameType: GameCategory, tab: GameListTab | undefined): GameListTab =>
  tab && tabsFor(gameType).includes(tab) ? tab : DEFAULT_TAB;

/** Slot classifications offered by the filter (the catalogue's gameClassify values). */
export const GAME_CLASSIFICATIONS = ['VIDEO', 'MEGAWAYS', 'CLASSIC', 'JACKPOT'] as const;

export interface GameListFilters {
  /** Name search; Enter runs it. */
  q?: string | undefined;
  vendor?: string | undefined;
  /** RNG only. */
  classify?: string | undefined;
  /** RNG only; cents, one of MIN_BET_OPTIONS_CENTS (undefined = all). */
  minBet?: number | undefined;
}

/** Drops the filters a category does not have (classification and minimum bet outside RNG). */
export function filtersFor(gameType: GameCategory, f: GameListFilters): GameListFilters {
  const minBet = (MIN_BET_OPTIONS_CENTS as readonly number[]).includes(f.minBet ?? -1) ? f.minBet : undefined;
  return {
    q: f.q?.trim() || undefined,
    vendor: f.vendor || undefined,
    classify: isRng(gameType) ? f.classify || undefined : undefined,
    minBet: isRng(gameType) ? minBet : undefined,
  };
}

/** What one tab asks the platform for. */
export type ListRequest =
  | {
      kind: 'games';
      pageSize: number;
      params: {
        gameType: GameCategory;
        gameName?: string | undefined;
        vassalage?: string | undefined;
        gameClassify?: string | undefined;
        minBet?: number | undefined;
        isNew?: 1 | undefined;
      };
    }
  | { kind: 'favourites'; pageSize: number; firstPage: number; params: { gameType: GameCategory } }
  | { kind: 'recent'; pageSize: number; params: { gameType: GameCategory } }
  | { kind: 'hot'; params: { gameType?: GameCategory | undefined } };

/**
 * Tab + filters → request. 'all' and 'new' are catalogue searches with every filter ('new' = isNew 1,
 * SPEC.md: the 'new' tab sets the classification to new); favourites and recent are the member's
 * lists of the category; hot is a single page.
 */
export function listRequest(gameType: GameCategory, tab: GameListTab, filters: GameListFilters): ListRequest {
  const t = tabFor(gameType, tab);
  if (t === 'favourites') {
    return {
      kind: 'favourites',
      pageSize: FAVOURITE_PAGE_SIZE,
      firstPage: FAVOURITE_FIRST_PAGE,
      params: { gameType },
    };
  }
  if (t === 'recent') return { kind: 'recent', pageSize: RECENT_PAGE_SIZE, params: { gameType } };
  if (t === 'hot') return { kind: 'hot', params: { gameType } };
  const f = filtersFor(gameType, filters);
  return {
    kind: 'games',
    pageSize: GAME_PAGE_SIZE,
    params: {
      gameType,
      gameName: f.q,
      vassalage: f.vendor,
      gameClassify: f.classify,
      minBet: f.minBet,
      isNew: t === 'new' ? 1 : undefined,
    },
  };
}

/** Whether the screen needs a session for this tab (favourites and recent are a member's own). */
export const tabNeedsSession = (tab: GameListTab) => tab === 'favourites' || tab === 'recent';

/** Searching or filtering from a member list or hot goes to the catalogue ('all'; 'new' stays). */
export const tabAfterSearch = (tab: GameListTab): GameListTab => (tab === 'new' ? 'new' : 'all');
