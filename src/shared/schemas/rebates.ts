// Player rebates: the accrual since the last claim, claims and their report (member side), rates (operators).
import * as v from 'valibot';
import {
  REBATE_CATEGORIES,
  REBATE_MAX_CAP_CENTS,
  REBATE_MAX_CLAIM_INTERVAL_MINUTES,
  REBATE_MAX_PAGE_SIZE,
  REBATE_MAX_RATE_BP,
  REBATE_PAGE_SIZE,
} from '../constants/rebates.ts';
import { RECORDS_MAX_RANGE_DAYS } from '../constants/records.ts';
import { IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';
import { RequestIdSchema } from './transfer.ts';

const CategorySchema = v.picklist(REBATE_CATEGORIES);

const RebateLineSchema = v.object({
  category: CategorySchema,
  /** Settled stakes not yet rebated, cents (claims before issue 31: net stakes since the last claim). */
  turnoverCents: v.number(),
  rateBp: v.number(),
  capCents: v.nullable(v.number()),
  amountCents: v.number(),
});

/** The manual-rebate screen: every category's line now, the total, and when the last claim was. */
export const RebateAccrualSchema = v.object({
  lines: v.array(RebateLineSchema),
  totalCents: v.number(),
  /** The last claim's time; null: never claimed. */
  since: v.nullable(IsoDateTimeSchema),
  /** When the merchant's claim interval lets the member claim again; null: now. */
  nextClaimAt: v.nullable(IsoDateTimeSchema),
});
export type RebateAccrual = v.InferOutput<typeof RebateAccrualSchema>;

/** Claim now: a client-made UUID per press, so a retried request pays once. */
export const RebateClaimBodySchema = v.object({ requestId: RequestIdSchema });

export const RebateClaimSchema = v.object({
  id: v.number(),
  amountCents: v.number(),
  createdAt: IsoDateTimeSchema,
  /** Only the categories that paid or carried something. */
  lines: v.array(RebateLineSchema),
});
export type RebateClaim = v.InferOutput<typeof RebateClaimSchema>;

export const RebateClaimResultSchema = v.object({
  claim: RebateClaimSchema,
  /** The balance after the claim (now, for a replay). */
  balanceCents: v.number(),
  /** True: this requestId had claimed already; nothing moved now. */
  replayed: v.boolean(),
});
export type RebateClaimResult = v.InferOutput<typeof RebateClaimResultSchema>;

const DAY_MS = 24 * 60 * 60_000;

/** The report's query: paged, `from` (inclusive) and `to` (exclusive) like the record screens. */
export const RebateClaimsQuerySchema = v.pipe(
  v.object({
    ...PageQueryEntries(REBATE_PAGE_SIZE, REBATE_MAX_PAGE_SIZE),
    from: v.optional(IsoDateTimeSchema),
    to: v.optional(IsoDateTimeSchema),
  }),
  v.check(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(q.from) < Date.parse(q.to) &&
        Date.parse(q.to) - Date.parse(q.from) <= RECORDS_MAX_RANGE_DAYS * DAY_MS),
    `from: must be before to, at most ${RECORDS_MAX_RANGE_DAYS} days apart`,
  ),
);
export type RebateClaimsQuery = v.InferOutput<typeof RebateClaimsQuerySchema>;

export const RebateClaimPageSchema = PageOf(RebateClaimSchema);

// --- Operators ---------------------------------------------------------------------------------

const RebateRateSchema = v.object({
  category: CategorySchema,
  rateBp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(REBATE_MAX_RATE_BP)),
  capCents: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REBATE_MAX_CAP_CENTS))),
});

const ClaimIntervalSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(REBATE_MAX_CLAIM_INTERVAL_MINUTES),
);

/**
 * PUT: the categories given are set (the others keep theirs), each at most once; the claim interval when
 * given (minutes, 0: none). At least one of them.
 */
export const RebateRatesBodySchema = v.pipe(
  v.object({
    rates: v.optional(
      v.pipe(
        v.array(RebateRateSchema),
        v.maxLength(REBATE_CATEGORIES.length),
        v.check((rs) => new Set(rs.map((r) => r.category)).size === rs.length, 'rates: a category twice'),
      ),
      [],
    ),
    claimIntervalMinutes: v.optional(ClaimIntervalSchema),
  }),
  v.check((b) => b.rates.length > 0 || b.claimIntervalMinutes !== undefined, 'rates or claimIntervalMinutes'),
);
export type RebateRatesBody = v.InferOutput<typeof RebateRatesBodySchema>;

export const RebateRatesSchema = v.object({
  rates: v.array(
    v.object({
      category: CategorySchema,
      rateBp: v.number(),
      capCents: v.nullable(v.number()),
      updatedAt: v.nullable(IsoDateTimeSchema),
      updatedBy: v.nullable(v.string()),
    }),
  ),
  /** The least minutes between two claims of a member (the default until an operator sets one). */
  claimIntervalMinutes: v.number(),
});
export type RebateRates = v.InferOutput<typeof RebateRatesSchema>;
