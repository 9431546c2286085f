// The lottery gateway's contract: lottery list, results, draws with fairness data, orders.
import * as v from 'valibot';
import { PRIZE_MODES } from '../constants/lobby.ts';
import {
  LOTTERY_MAX_STAKE_CENTS,
  LOTTERY_MAX_SUBORDERS,
  LOTTERY_MIN_STAKE_CENTS,
  LOTTERY_ORDERS_PAGE_SIZE,
  LOTTERY_RESULTS_DEFAULT,
  LOTTERY_RESULTS_MAX,
} from '../constants/lottery.ts';
import { LOTTERY_GAMES } from '../lottery-rules.ts';
import { IntFromString, IsoDateTimeSchema } from './common.ts';

export const PrizeModeSchema = v.picklist(Object.values(PRIZE_MODES));
export type PrizeMode = v.InferOutput<typeof PrizeModeSchema>;
export const LotteryGameSchema = v.picklist(LOTTERY_GAMES);
const LotteryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{2,32}$/));

export const DRAW_STATUSES = ['open', 'drawn', 'settled'] as const;
export const SUBORDER_STATUSES = ['pending', 'open', 'won', 'lost', 'cancelled'] as const;
export const ORDER_STATUSES = ['pending_payment', 'placed', 'failed'] as const;

/** An issue players can still bet on: closes at `closeAt`, drawn at `drawAt`, seed committed by hash. */
export const UpcomingDrawSchema = v.object({
  id: v.number(),
  issue: v.string(),
  closeAt: IsoDateTimeSchema,
  drawAt: IsoDateTimeSchema,
  seedHash: v.string(),
});
export type UpcomingDraw = v.InferOutput<typeof UpcomingDrawSchema>;

export const DrawResultSchema = v.object({
  id: v.number(),
  lotteryCode: v.string(),
  issue: v.string(),
  drawAt: IsoDateTimeSchema,
  result: v.array(v.number()),
});
export type DrawResult = v.InferOutput<typeof DrawResultSchema>;

export const LotterySchema = v.object({
  code: v.string(),
  name: v.string(),
  prizeMode: PrizeModeSchema,
  game: LotteryGameSchema,
  intervalSeconds: v.number(),
  nextDraw: v.nullable(UpcomingDrawSchema),
  latest: v.nullable(DrawResultSchema),
});
export type Lottery = v.InferOutput<typeof LotterySchema>;
export const LotteryListSchema = v.array(LotterySchema);

export const LotteryListQuerySchema = v.object({
  prizeMode: v.optional(PrizeModeSchema),
  code: v.optional(LotteryCodeSchema),
});

export const ResultsQuerySchema = v.object({
  lotteryCode: LotteryCodeSchema,
  limit: v.optional(IntFromString(1, LOTTERY_RESULTS_MAX), LOTTERY_RESULTS_DEFAULT),
});
export const ResultListSchema = v.array(DrawResultSchema);

/** One draw with what anyone needs to verify it; `serverSeed` and `result` only once drawn. */
export const DrawDetailSchema = v.object({
  id: v.number(),
  lotteryCode: v.string(),
  game: LotteryGameSchema,
  issue: v.string(),
  status: v.picklist(DRAW_STATUSES),
  closeAt: IsoDateTimeSchema,
  drawAt: IsoDateTimeSchema,
  seedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
  serverSeed: v.nullable(v.string()),
  result: v.nullable(v.array(v.number())),
});
export type DrawDetail = v.InferOutput<typeof DrawDetailSchema>;

export const StakeSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(LOTTERY_MIN_STAKE_CENTS),
  v.maxValue(LOTTERY_MAX_STAKE_CENTS),
);

/** A sub-order as placed: the lottery's rule checks `betType` and `numbers` (server side too). */
export const BetSchema = v.object({
  betType: v.pipe(v.string(), v.maxLength(16)),
  numbers: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(10)),
  amountCents: StakeSchema,
});
export type Bet = v.InferOutput<typeof BetSchema>;

export const PlaceOrderSchema = v.object({
  lotteryCode: LotteryCodeSchema,
  /** The issue the player saw; refused with `lottery.closed` when it is no longer the open one. */
  issue: v.optional(v.pipe(v.string(), v.maxLength(32))),
  bets: v.pipe(v.array(BetSchema), v.minLength(1), v.maxLength(LOTTERY_MAX_SUBORDERS)),
});
export type PlaceOrder = v.InferOutput<typeof PlaceOrderSchema>;

export const SubOrderSchema = v.object({
  id: v.number(),
  betType: v.string(),
  numbers: v.array(v.number()),
  amountCents: v.number(),
  status: v.picklist(SUBORDER_STATUSES),
  payoutCents: v.number(),
});
export type SubOrder = v.InferOutput<typeof SubOrderSchema>;

export const OrderSchema = v.object({
  id: v.number(),
  lotteryCode: v.string(),
  drawId: v.number(),
  issue: v.string(),
  status: v.picklist(ORDER_STATUSES),
  totalCents: v.number(),
  createdAt: IsoDateTimeSchema,
  /** The draw's status: sub-orders may be cancelled while it is `open` and before `closeAt`. */
  drawStatus: v.picklist(DRAW_STATUSES),
  closeAt: IsoDateTimeSchema,
  result: v.nullable(v.array(v.number())),
  subOrders: v.array(SubOrderSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrdersQuerySchema = v.object({
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, 50), LOTTERY_ORDERS_PAGE_SIZE),
  lotteryCode: v.optional(LotteryCodeSchema),
});
export const OrderPageSchema = v.object({
  list: v.array(OrderSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

export const DrawNowQuerySchema = v.object({ lotteryCode: LotteryCodeSchema });
