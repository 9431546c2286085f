import * as v from 'valibot';
import { searchPick, searchText } from '../../lib/search.ts';
import { MIN_BET_OPTIONS_CENTS } from '../../shared/constants/lobby.ts';
import { IntFromString } from '../../shared/schemas/common.ts';
import { GAME_LIST_TABS } from './tabs.ts';

/** The URL state of a game list (tab, search, filters); a bad value falls back instead of failing. */
export const gameListSearchEntries = {
  tab: searchPick(GAME_LIST_TABS),
  q: searchText(60),
  vendor: searchText(40),
  classify: searchText(40),
  /** Cents, one of MIN_BET_OPTIONS_CENTS. */
  minBet: v.fallback(
    v.optional(
      v.pipe(
        IntFromString(1, 100),
        v.check((n) => (MIN_BET_OPTIONS_CENTS as readonly number[]).includes(n)),
      ),
    ),
    undefined,
  ),
};
