import { queryOptions } from '@tanstack/react-query';
import { MERCHANT_CODE } from '../../lib/config.ts';
import { get } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import {
  GAME_PLATFORM,
  GAME_TYPE_LIST_TYPE_ID,
  HOT_GAMES_IS_PLATFORM,
  type PopularTab,
} from '../../shared/constants/lobby.ts';
import { FIRST_LOAD_PATHS } from '../../shared/paths/first-load.ts';
import { GameTypeListSchema, HotGamesSchema } from '../../shared/schemas/games.ts';

/**
 * Key factory. The category list is the merchant's tab order (the app shows its own translated
 * labels), so it has no language; hot games carry translated names, so their key holds it.
 */
export const gameKeys = {
  all: ['games'] as const,
  types: () => [...gameKeys.all, 'types', MERCHANT_CODE] as const,
  hot: (language: Language, tab: PopularTab) => [...gameKeys.all, 'hot', language, tab] as const,
};

export const gameTypesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.types(),
    queryFn: ({ signal }) =>
      get(FIRST_LOAD_PATHS.gameTypes, {
        schema: GameTypeListSchema,
        query: { typeId: GAME_TYPE_LIST_TYPE_ID, merchant: MERCHANT_CODE },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

/** One page of hot games: HOT asks for every category, another tab for its own. */
export const hotGamesQueryOptions = (language: Language, tab: PopularTab) =>
  queryOptions({
    queryKey: gameKeys.hot(language, tab),
    queryFn: ({ signal }) =>
      get(FIRST_LOAD_PATHS.hotGames, {
        schema: HotGamesSchema,
        query: {
          merchantCode: MERCHANT_CODE,
          isPlatform: HOT_GAMES_IS_PLATFORM,
          platform: GAME_PLATFORM,
          language,
          gameType: tab === 'HOT' ? undefined : tab,
        },
        signal,
      }),
  });
