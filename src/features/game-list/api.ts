import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { MERCHANT_CODE } from '../../lib/config.ts';
import { get, request } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { CLIENT_TYPE, GAME_PLATFORM, HOT_GAMES_IS_PLATFORM } from '../../shared/constants/lobby.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type FavouriteBody,
  FavouriteIdsSchema,
  FavouriteListSchema,
  type GameItem,
  GameListSchema,
  HotGamesSchema,
  RecentListSchema,
  VendorConfigSchema,
} from '../../shared/schemas/games.ts';
import type { ListRequest } from './tabs.ts';

/** One page of any list on the screen, whatever the platform calls its fields. */
export interface GamePage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
}

/**
 * Key factory. Lists carry translated names, so every list key holds the language; the member's own
 * lists also hold the user, and are private (`meta.persist: false`, dropped on sign-out).
 */
export const lobbyKeys = {
  all: ['lobby'] as const,
  vendors: () => [...lobbyKeys.all, 'vendors', MERCHANT_CODE] as const,
  games: (language: Language, req: ListRequest) => [...lobbyKeys.all, 'games', language, req] as const,
  favouriteIds: (user: string) => [...lobbyKeys.all, 'favouriteIds', user] as const,
  /** Every favourites list of `user` (all languages and categories). */
  favouritesOf: (user: string) => [...lobbyKeys.all, 'games', 'private', user, 'favourites'] as const,
  member: (user: string, language: Language, req: ListRequest) =>
    [...lobbyKeys.all, 'games', 'private', user, req.kind, language, req] as const,
};

export const vendorConfigQueryOptions = () =>
  queryOptions({
    queryKey: lobbyKeys.vendors(),
    queryFn: ({ signal }) => get(PATHS.vendorConfig, { schema: VendorConfigSchema, signal }),
    staleTime: 10 * 60_000,
  });

const nextPage = (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

async function fetchPage(req: ListRequest, language: Language, page: number, signal: AbortSignal) {
  switch (req.kind) {
    case 'games': {
      const r = await get(PATHS.gameList, {
        schema: GameListSchema,
        query: {
          merchant: MERCHANT_CODE,
          clientType: CLIENT_TYPE,
          platform: GAME_PLATFORM,
          ...req.params,
          pageNo: page,
          pageSize: req.pageSize,
          language,
        },
        signal,
      });
      return { games: r.games, pageNum: r.pageNum, totalPages: r.totalPages };
    }
    case 'favourites': {
      const r = await get(PATHS.favouriteList, {
        schema: FavouriteListSchema,
        query: { pageNo: page, gameType: req.params.gameType, pageSize: req.pageSize, language },
        signal,
      });
      return { games: r.content, pageNum: r.pageNum, totalPages: r.totalPages };
    }
    case 'recent': {
      const r = await get(PATHS.recentList, {
        schema: RecentListSchema,
        query: {
          page,
          pageSize: req.pageSize,
          gameType: req.params.gameType,
          language,
          clientType: CLIENT_TYPE,
        },
        signal,
      });
      return { games: r.list, pageNum: r.pageNum, totalPages: r.totalPages };
    }
    case 'hot': {
      // The hot list is a single page (SPEC.md section 4).
      const games = await get(PATHS.hotGames, {
        schema: HotGamesSchema,
        query: {
          merchantCode: MERCHANT_CODE,
          isPlatform: HOT_GAMES_IS_PLATFORM,
          platform: GAME_PLATFORM,
          gameType: req.params.gameType,
          language,
        },
        signal,
      });
      return { games, pageNum: 1, totalPages: 1 };
    }
  }
}

/**
 * The paged list of one tab. `user` is the signed-in account for the member's own lists (favourites,
 * recent), which need a session; public lists (catalogue, hot) persist for the offline lobby.
 */
export const gameListQueryOptions = (language: Language, req: ListRequest, user: string | null) => {
  const member = req.kind === 'favourites' || req.kind === 'recent';
  const firstPage = req.kind === 'favourites' ? req.firstPage : 1;
  return infiniteQueryOptions({
    queryKey: member ? lobbyKeys.member(user ?? '', language, req) : lobbyKeys.games(language, req),
    queryFn: ({ pageParam, signal }): Promise<GamePage> => fetchPage(req, language, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
    enabled: !member || user !== null,
    ...(member ? { meta: { persist: false }, staleTime: 0 } : {}),
  });
};

export const favouriteIdsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: lobbyKeys.favouriteIds(user),
    queryFn: ({ signal }) => get(PATHS.favouriteIds, { schema: FavouriteIdsSchema, signal }),
    meta: { persist: false },
  });

const AckSchema = v.object({ nodeId: v.number() });
export const addFavourite = (body: FavouriteBody) =>
  request('POST', PATHS.favourite, { schema: AckSchema, body });
export const removeFavourite = (body: FavouriteBody) =>
  request('DELETE', PATHS.favourite, { schema: AckSchema, body });
