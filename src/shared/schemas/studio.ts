// Launching games, the seamless wallet and the in-house studio: shared request and answer shapes.
import * as v from 'valibot';
import { CRASH_MAX_X100, CRASH_MIN_AUTO_X100 } from '../studio/crash.ts';
import { DICE_ROLLS } from '../studio/dice.ts';
import { COLOR_GAME_COLOURS, LIVE_GAMES, PLINKO_RISKS, STUDIO_GAMES } from '../studio/games.ts';
import { KENO_MAX_PICKS, KENO_NUMBERS } from '../studio/keno.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '../studio/mines.ts';
import { CatalogueLanguageSchema, DB_INT_MAX, IntFromString } from './common.ts';

// integer + MAX_SAFE_INTEGER rather than safeInteger(), and a regex rather than url(): valibot is one module,
// so every action used anywhere ships in the first-load JS; these reuse actions home already carries.
const SafeInt = v.pipe(v.number(), v.integer(), v.maxValue(Number.MAX_SAFE_INTEGER));
const Cents = v.pipe(SafeInt, v.minValue(0));
const Id = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

// --- Launch: GET /wps/game/launch ---------------------------------------------------------------
export const LaunchQuerySchema = v.object({
  nodeId: IntFromString(1, DB_INT_MAX),
  gameId: Id(80),
  vendor: Id(40),
  language: v.optional(CatalogueLanguageSchema),
  /** The app page to come back to (`/m/home` by default); becomes the vendor's return URL. */
  pageBack: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type LaunchQuery = v.InferOutput<typeof LaunchQuerySchema>;

/** The studio engine an in-house game runs on; 'lotto' is served by the lottery pages. */
export const InHouseGameSchema = v.picklist([...STUDIO_GAMES, 'lotto']);
export type InHouseGame = v.InferOutput<typeof InHouseGameSchema>;

export const LaunchResultSchema = v.variant('kind', [
  v.object({ kind: v.literal('url'), url: v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/i)) }),
  v.object({ kind: v.literal('inHouse'), game: InHouseGameSchema, token: Id(2000) }),
]);
export type LaunchResult = v.InferOutput<typeof LaunchResultSchema>;

// --- Seamless wallet: POST /wps/seamless/{balance,bet,win,rollback} (vendor → platform) ----------
/** The calling vendor's code, and HMAC-SHA256(vendor secret, raw body) in hex. */
export const SEAMLESS_HEADERS = { vendor: 'X-Vendor', signature: 'X-Signature' } as const;
export const SEAMLESS_KINDS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessKind = (typeof SEAMLESS_KINDS)[number];
export const SeamlessRequestSchema = v.object({
  /** The vendor's id of this call; a rollback names the bet's transaction id. */
  transactionId: Id(100),
  roundId: v.optional(Id(100)),
  playerToken: Id(2000),
  amountCents: v.optional(Cents),
});
export type SeamlessRequest = v.InferOutput<typeof SeamlessRequestSchema>;

export const SeamlessResultSchema = v.object({
  playerId: v.number(),
  /** FUN: a free-trial account's play money (only the in-house studio ever sees one). */
  currency: v.picklist(['PHP', 'FUN']),
  balanceCents: Cents,
  /** True when this call repeated one already applied (nothing moved). */
  replayed: v.boolean(),
});
export type SeamlessResult = v.InferOutput<typeof SeamlessResultSchema>;

// --- Studio: /wps/studio/... (app → studio) -----------------------------------------------------
export const SeedStateSchema = v.object({
  seedHash: v.string(),
  clientSeed: v.string(),
  /** The nonce the next round will use. */
  nonce: v.number(),
});
export type SeedState = v.InferOutput<typeof SeedStateSchema>;

export const ClientSeedSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
const DirectionSchema = v.picklist(['over', 'under']);

/** An open round as the player may see it: what decides it (crash point, mines) stays hidden until it ends. */
export const LiveRoundSchema = v.object({
  roundId: v.string(),
  game: v.picklist(LIVE_GAMES),
  betCents: Cents,
  crash: v.nullable(
    v.object({
      autoX100: v.nullable(v.number()),
      /** Milliseconds since the multiplier started climbing, when the server answered. */
      elapsedMs: v.number(),
    }),
  ),
  mines: v.nullable(
    v.object({
      mines: v.number(),
      revealed: v.array(v.number()),
      /** What cashing out now pays, x100 (1.00× before the first tile). */
      multiplierX100: v.number(),
      /** What the next safe tile would make it, x100. */
      nextX100: v.number(),
    }),
  ),
});
export type LiveRound = v.InferOutput<typeof LiveRoundSchema>;

export const StudioSessionBodySchema = v.object({ token: Id(2000) });
export const StudioSessionSchema = v.object({
  game: v.picklist(STUDIO_GAMES),
  balanceCents: Cents,
  seed: SeedStateSchema,
  bets: v.array(v.number()),
  /** FUN: a free trial's play money. */
  currency: v.picklist(['PHP', 'FUN']),
  /** The game's return to player by bet type, exact to 2 decimals (`98.99`): shown to the player. */
  rtp: v.array(v.object({ betType: v.string(), percent: v.string() })),
  /** A live game's round still open (after a reload or a lost connection): the table resumes it. */
  live: v.nullable(LiveRoundSchema),
});
export type StudioSession = v.InferOutput<typeof StudioSessionSchema>;

export const PlayBodySchema = v.object({
  token: Id(2000),
  betCents: v.pipe(SafeInt, v.minValue(1)),
  clientSeed: v.optional(ClientSeedSchema),
  dice: v.optional(
    v.object({
      target: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DICE_ROLLS - 1)),
      direction: DirectionSchema,
    }),
  ),
  plinko: v.optional(v.object({ risk: v.picklist(PLINKO_RISKS) })),
  keno: v.optional(
    v.object({
      picks: v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(KENO_NUMBERS))),
        v.minLength(1),
        v.maxLength(KENO_MAX_PICKS),
      ),
    }),
  ),
  color: v.optional(v.object({ colour: v.picklist(COLOR_GAME_COLOURS) })),
  /** Crash: an automatic cash-out (x100), or none. */
  crash: v.optional(
    v.object({
      autoX100: v.nullish(
        v.pipe(v.number(), v.integer(), v.minValue(CRASH_MIN_AUTO_X100), v.maxValue(CRASH_MAX_X100)),
      ),
    }),
  ),
  mines: v.optional(
    v.object({ mines: v.pipe(v.number(), v.integer(), v.minValue(MINES_MIN), v.maxValue(MINES_MAX)) }),
  ),
});
export type PlayBody = v.InferInput<typeof PlayBodySchema>;

const SlotOutcomeSchema = v.object({
  game: v.literal('slot'),
  stops: v.array(v.number()),
  window: v.array(v.array(v.number())),
  lines: v.array(v.object({ line: v.number(), multiplier: v.number() })),
  multiplier: v.number(),
});
const DiceOutcomeSchema = v.object({
  game: v.literal('dice'),
  roll: v.number(),
  target: v.number(),
  direction: DirectionSchema,
  won: v.boolean(),
  multiplierX10k: v.number(),
});
const PlinkoOutcomeSchema = v.object({
  game: v.literal('plinko'),
  risk: v.picklist(PLINKO_RISKS),
  path: v.array(v.boolean()),
  slot: v.number(),
  multiplierX100: v.number(),
});
const KenoOutcomeSchema = v.object({
  game: v.literal('keno'),
  picks: v.array(v.number()),
  drawn: v.array(v.number()),
  hits: v.number(),
  multiplierX100: v.number(),
});
const ColorGameOutcomeSchema = v.object({
  game: v.literal('color'),
  colour: v.picklist(COLOR_GAME_COLOURS),
  dice: v.array(v.picklist(COLOR_GAME_COLOURS)),
  matches: v.number(),
  multiplierX100: v.number(),
});
const CrashOutcomeSchema = v.object({
  game: v.literal('crash'),
  crashX100: v.number(),
  autoX100: v.nullable(v.number()),
  cashedX100: v.nullable(v.number()),
});
const MinesOutcomeSchema = v.object({
  game: v.literal('mines'),
  mines: v.number(),
  minesAt: v.array(v.number()),
  revealed: v.array(v.number()),
  cashedX100: v.nullable(v.number()),
});
export const RoundOutcomeSchema = v.variant('game', [
  SlotOutcomeSchema,
  DiceOutcomeSchema,
  PlinkoOutcomeSchema,
  KenoOutcomeSchema,
  ColorGameOutcomeSchema,
  CrashOutcomeSchema,
  MinesOutcomeSchema,
]);

export const RoundSchema = v.object({
  roundId: v.string(),
  game: v.picklist(STUDIO_GAMES),
  betCents: Cents,
  winCents: Cents,
  outcome: RoundOutcomeSchema,
  seedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
  createdAt: v.string(),
  /** Revealed once the seed is rotated; null while it is live. */
  serverSeed: v.nullable(v.string()),
});
export type Round = v.InferOutput<typeof RoundSchema>;

export const PlayResultSchema = v.object({ round: RoundSchema, balanceCents: Cents, seed: SeedStateSchema });
export type PlayResult = v.InferOutput<typeof PlayResultSchema>;

// --- Live rounds (crash, mines): /wps/studio/start, then /wps/studio/act until the round ends ----------

/** A live game's bet: the same body as a play's, with its `crash` or `mines` field. */
export const StartResultSchema = v.object({
  live: LiveRoundSchema,
  balanceCents: Cents,
  seed: SeedStateSchema,
});

export const LiveActionSchema = v.variant('kind', [
  v.object({ kind: v.literal('cashOut') }),
  v.object({
    kind: v.literal('reveal'),
    tile: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MINES_TILES - 1)),
  }),
  /** Crash: answers when the round ends, or after a few seconds with it still live (a long poll). */
  v.object({ kind: v.literal('wait') }),
]);
export type LiveAction = v.InferOutput<typeof LiveActionSchema>;
export const ActBodySchema = v.object({ token: Id(2000), roundId: Id(100), action: LiveActionSchema });
export type ActBody = v.InferInput<typeof ActBodySchema>;
export const ActResultSchema = v.variant('state', [
  v.object({ state: v.literal('live'), live: LiveRoundSchema }),
  v.object({ state: v.literal('settled'), round: RoundSchema, balanceCents: Cents }),
]);
export type ActResult = v.InferOutput<typeof ActResultSchema>;

export const RotateBodySchema = v.object({ clientSeed: v.optional(ClientSeedSchema) });
export const RotateResultSchema = v.object({
  revealed: v.object({
    serverSeed: v.string(),
    seedHash: v.string(),
    clientSeed: v.string(),
    nonce: v.number(),
  }),
  seed: SeedStateSchema,
});

export const RoundsQuerySchema = v.object({ gameId: v.optional(Id(80)) });
export const RoundsSchema = v.array(RoundSchema);

export const VerifyQuerySchema = v.object({ roundId: Id(100) });
export const VerifySchema = v.object({ verified: v.boolean(), round: RoundSchema });
