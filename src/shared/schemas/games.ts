import * as v from 'valibot';
import {
  CLIENT_TYPE,
  FAVOURITE_FIRST_PAGE,
  FAVOURITE_PAGE_SIZE,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
  GAME_PLATFORM,
  GAME_TYPE_LIST_TYPE_ID,
  HOT_GAMES_IS_PLATFORM,
  RECENT_PAGE_SIZE,
} from '../constants/lobby.ts';
import { CatalogueLanguageSchema, DB_INT_MAX, IntFromString, Paged } from './common.ts';

export const GameCategorySchema = v.picklist(GAME_CATEGORIES);

/** A game tile (SPEC.md section 3). Icon fields are paths below an image CDN base. */
export const GameItemSchema = v.object({
  nodeId: v.number(),
  gameName: v.string(),
  /** Vendor code. */
  vassalage: v.string(),
  gameType: GameCategorySchema,
  gameId: v.string(),
  iconUrl: v.string(),
  mobileLargeIcon: v.nullable(v.string()),
  mobileSmallIcon: v.nullable(v.string()),
  supportPlay: v.boolean(),
  isNew: v.boolean(),
  gameClassify: v.string(),
  /** Minimum bet in cents. */
  minBet: v.number(),
});
export type GameItem = v.InferOutput<typeof GameItemSchema>;

export const GameListSchema = Paged(GameItemSchema);

export const HotMatchSchema = v.object({
  id: v.number(),
  league: v.string(),
  matchTime: v.string(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  homeTeamImageUrl: v.string(),
  awayTeamImageUrl: v.string(),
  vendor: v.string(),
  roomId: v.string(),
  nodeId: v.number(),
});
export type HotMatch = v.InferOutput<typeof HotMatchSchema>;
export const HotMatchListSchema = v.array(HotMatchSchema);

export const VendorSchema = v.object({
  gameType: GameCategorySchema,
  vassalage: v.string(),
  name: v.string(),
  accountTypeName: v.optional(v.string()),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

/** Game vendor config: per-category sorting of vendors, plus the category mapping. */
export const VendorConfigSchema = v.object({
  sorting: v.array(v.object({ gameCategory: GameCategorySchema, vendorNames: v.array(VendorSchema) })),
  mapping: v.record(v.string(), v.array(v.string())),
});
export type VendorConfig = v.InferOutput<typeof VendorConfigSchema>;

export const GameTypeSchema = v.object({ gameType: GameCategorySchema, name: v.string(), sort: v.number() });
export type GameType = v.InferOutput<typeof GameTypeSchema>;
/** The game type list: the merchant's categories in tab order (the app puts HOT first). */
export const GameTypeListSchema = v.array(GameTypeSchema);

/** Hot games: a single page (SPEC.md section 4), all categories or one `gameType`. */
export const HotGamesSchema = v.array(GameItemSchema);

// Queries exactly as SPEC.md section 3.
export const GameListQuerySchema = v.object({
  merchant: v.string(),
  clientType: v.optional(IntFromString(CLIENT_TYPE, CLIENT_TYPE), CLIENT_TYPE),
  platform: v.optional(v.literal(GAME_PLATFORM), GAME_PLATFORM),
  gameName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  gameType: GameCategorySchema,
  isNew: v.optional(IntFromString(0, 1)),
  pageNo: v.optional(IntFromString(1, 100_000), 1),
  pageSize: v.optional(IntFromString(1, 100), GAME_PAGE_SIZE),
  vassalage: v.optional(v.pipe(v.string(), v.maxLength(40))),
  gameClassify: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** Minimum bet in cents. */
  minBet: v.optional(IntFromString(0, 1_000_000)),
  minLine: v.optional(IntFromString(0, 10_000)),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
});
/** A game-list query as the server reads it (defaults applied). */
export type GameListQuery = v.InferOutput<typeof GameListQuerySchema>;

export const HotGamesQuerySchema = v.object({
  isPlatform: v.optional(IntFromString(HOT_GAMES_IS_PLATFORM, HOT_GAMES_IS_PLATFORM), HOT_GAMES_IS_PLATFORM),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
  platform: v.optional(v.literal(GAME_PLATFORM), GAME_PLATFORM),
  gameType: v.optional(GameCategorySchema),
  merchantCode: v.string(),
});

export const GameTypeQuerySchema = v.object({
  typeId: v.optional(IntFromString(GAME_TYPE_LIST_TYPE_ID, GAME_TYPE_LIST_TYPE_ID), GAME_TYPE_LIST_TYPE_ID),
  merchant: v.string(),
});

// Lobby: favourites and recent games (SPEC.md sections 3 and 4). The token travels in the header.

/** Favourite list query: token (header), pageNo from 1, gameType, pageSize, language. */
export const FavouriteListQuerySchema = v.object({
  pageNo: v.optional(IntFromString(FAVOURITE_FIRST_PAGE, 100_000), FAVOURITE_FIRST_PAGE),
  gameType: v.optional(GameCategorySchema),
  pageSize: v.optional(IntFromString(1, 100), FAVOURITE_PAGE_SIZE),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
});

const PageNumSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const TotalPagesSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Favourite list response: content, pageNum, totalPages. */
export const FavouriteListSchema = v.object({
  content: v.array(GameItemSchema),
  pageNum: PageNumSchema,
  totalPages: TotalPagesSchema,
});

/** Every nodeId the member starred. */
export const FavouriteIdsSchema = v.array(v.number());

/** Favourite add (POST body) and remove (DELETE body): nodeId and vendor. */
export const FavouriteBodySchema = v.object({
  nodeId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INT_MAX)),
  vendor: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});
export type FavouriteBody = v.InferInput<typeof FavouriteBodySchema>;

/** The answer of favourite add/remove and recent add: the game's nodeId. */
export const NodeIdResultSchema = v.object({ nodeId: v.number() });

/** Recent games query: page, pageSize, gameType, language, clientType 2. */
export const RecentListQuerySchema = v.object({
  page: v.optional(IntFromString(1, 100_000), 1),
  pageSize: v.optional(IntFromString(1, 100), RECENT_PAGE_SIZE),
  gameType: v.optional(GameCategorySchema),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
  clientType: v.optional(IntFromString(CLIENT_TYPE, CLIENT_TYPE), CLIENT_TYPE),
});

/** Recent games response: list, pageNum, totalPages. */
export const RecentListSchema = v.object({
  list: v.array(GameItemSchema),
  pageNum: PageNumSchema,
  totalPages: TotalPagesSchema,
});

/** Add recent game (GET, query nodeId). */
export const RecentAddQuerySchema = v.object({ nodeId: IntFromString(1, DB_INT_MAX) });
