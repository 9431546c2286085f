// The member's records: ledger entries, game rounds and profit and loss, each over a date range.
import * as v from 'valibot';
import { LEDGER_GROUPS } from '../constants/ledger.ts';
import {
  GAME_RECORD_CATEGORIES,
  RECORDS_MAX_PAGE_SIZE,
  RECORDS_MAX_RANGE_DAYS,
  RECORDS_PAGE_SIZE,
} from '../constants/records.ts';
import { IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

const DAY_MS = 24 * 60 * 60_000;

/** `from` (inclusive) and `to` (exclusive), ISO timestamps: `from` before `to`, at most a quarter apart. */
const RangeEntries = { from: v.optional(IsoDateTimeSchema), to: v.optional(IsoDateTimeSchema) };
const rangeCheck = <T extends { from?: string; to?: string }>(q: T) =>
  !q.from ||
  !q.to ||
  (Date.parse(q.from) < Date.parse(q.to) &&
    Date.parse(q.to) - Date.parse(q.from) <= RECORDS_MAX_RANGE_DAYS * DAY_MS);
const RANGE_MESSAGE = `from: must be before to, at most ${RECORDS_MAX_RANGE_DAYS} days apart`;

const PageEntries = PageQueryEntries(RECORDS_PAGE_SIZE, RECORDS_MAX_PAGE_SIZE);

export const LedgerQuerySchema = v.pipe(
  v.object({ ...PageEntries, ...RangeEntries, group: v.optional(v.picklist(LEDGER_GROUPS)) }),
  v.check(rangeCheck, RANGE_MESSAGE),
);
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;

export const LedgerRecordSchema = v.object({
  id: v.number(),
  /** As stored: a reason of src/shared/constants/ledger.ts (an unknown one reads as `other`). */
  reason: v.string(),
  group: v.picklist(LEDGER_GROUPS),
  /** Signed: debits negative. */
  amountCents: v.number(),
  balanceAfterCents: v.number(),
  createdAt: IsoDateTimeSchema,
});
export type LedgerRecord = v.InferOutput<typeof LedgerRecordSchema>;

export const LedgerPageSchema = PageOf(LedgerRecordSchema);

export const GameRecordsQuerySchema = v.pipe(
  v.object({
    ...PageEntries,
    ...RangeEntries,
    category: v.optional(v.picklist(GAME_RECORD_CATEGORIES), 'studio'),
  }),
  v.check(rangeCheck, RANGE_MESSAGE),
);
export type GameRecordsQuery = v.InferOutput<typeof GameRecordsQuerySchema>;

/** `pending`: not settled yet; `settled`: won or lost; `refunded`: the stake came back. */
export const GAME_RECORD_STATUSES = ['pending', 'settled', 'refunded'] as const;

export const GameRecordSchema = v.object({
  category: v.picklist(GAME_RECORD_CATEGORIES),
  /** The round's id (studio, vendor) or the sub-order's (lottery). */
  id: v.string(),
  /** The game's id, or the lottery's code. */
  game: v.string(),
  vendor: v.string(),
  /** Lottery: the bet type; studio and vendor: null. */
  betType: v.nullable(v.string()),
  /** Lottery: the draw's issue. */
  issue: v.nullable(v.string()),
  betCents: v.number(),
  winCents: v.number(),
  status: v.picklist(GAME_RECORD_STATUSES),
  createdAt: IsoDateTimeSchema,
});
export type GameRecord = v.InferOutput<typeof GameRecordSchema>;

export const GameRecordPageSchema = PageOf(GameRecordSchema);

export const PnlQuerySchema = v.pipe(v.object(RangeEntries), v.check(rangeCheck, RANGE_MESSAGE));

/**
 * Sums of a day or a category, cents. `betCents`: stakes less the stakes refunded; `net`: what the member
 * won or lost, `win + bonus + rebate - bet`.
 */
const Sums = {
  betCents: v.number(),
  winCents: v.number(),
  bonusCents: v.number(),
  rebateCents: v.number(),
  netCents: v.number(),
};
export const PnlSumsSchema = v.object(Sums);
export type PnlSums = v.InferOutput<typeof PnlSumsSchema>;

export const PnlSchema = v.object({
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  /** Days of the operator's time zone that have any movement, oldest first (`YYYY-MM-DD`). */
  // A regex, not v.isoDate: valibot's actions all ship in the first page's JS (see schemas/transfer.ts).
  days: v.array(v.object({ day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), ...Sums })),
  /** Bets and wins by game category (bonuses and rebates have none). */
  categories: v.array(v.object({ category: v.picklist(GAME_RECORD_CATEGORIES), ...Sums })),
  total: PnlSumsSchema,
});
export type Pnl = v.InferOutput<typeof PnlSchema>;
