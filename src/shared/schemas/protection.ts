// Player protection (issue 13): payloads and answers shared by app and server. Sections per tool; append only.
import * as v from 'valibot';
import {
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  LIMIT_MAX_CENTS,
  LIMIT_PERIODS,
  MINIMUM_AGES,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from '../constants/protection.ts';
import { IsoDateTimeSchema } from './common.ts';

// --- Time-out, self-exclusion and age (h4) ---
const password = v.pipe(v.string(), v.maxLength(128));

/** Take a time-out or self-exclude; the login password proves it is the member. */
export const ExclusionRequestSchema = v.variant('kind', [
  v.object({ kind: v.literal('timeout'), period: v.picklist(TIMEOUT_PERIODS), password }),
  v.object({ kind: v.literal('exclusion'), period: v.picklist(SELF_EXCLUSION_PERIODS), password }),
]);
export type ExclusionRequest = v.InferOutput<typeof ExclusionRequestSchema>;

/** One time-out or self-exclusion; `until` null = permanent. */
export const ExclusionSchema = v.object({
  kind: v.picklist(EXCLUSION_KINDS),
  period: v.string(),
  startsAt: IsoDateTimeSchema,
  until: v.nullable(IsoDateTimeSchema),
});
export type Exclusion = v.InferOutput<typeof ExclusionSchema>;

/**
 * A cash-out-only session (issue 31): what the login refusal of a self-excluded member with a balance
 * carries. It may only read the withdraw overview and payout accounts, ask a withdrawal, read it and log
 * out, for CASHOUT_SESSION_MINUTES; it is never renewed.
 */
export const CashoutSessionSchema = v.object({ token: v.string(), expiresAt: IsoDateTimeSchema });
export type CashoutSession = v.InferOutput<typeof CashoutSessionSchema>;

/** The value of the 403 `protection.excluded` refusal: until when, and on login maybe a cash-out session. */
export const ExcludedValueSchema = v.object({
  kind: v.picklist(EXCLUSION_KINDS),
  until: v.nullable(IsoDateTimeSchema),
  cashout: v.optional(CashoutSessionSchema),
});

/** Operators' view of a member's time-outs and self-exclusions, newest first (read only). */
export const OpsExclusionListSchema = v.object({
  account: v.string(),
  active: v.nullable(ExclusionSchema),
  history: v.array(v.object({ ...ExclusionSchema.entries, createdAt: IsoDateTimeSchema })),
});
export const OpsExclusionQuerySchema = v.object({ account: v.pipe(v.string(), v.maxLength(64)) });

/** The date of birth, set once: YYYY-MM-DD (a Manila calendar date). */
export const BirthDateSchema = v.object({
  birthDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export const BirthDateStatusSchema = v.object({
  birthDate: v.nullable(v.string()),
  minimumAge: v.picklist(MINIMUM_AGES),
});
export type BirthDateStatus = v.InferOutput<typeof BirthDateStatusSchema>;

/** Operators' protection settings of the merchant. */
export const ProtectionSettingsSchema = v.object({ minimumAge: v.picklist(MINIMUM_AGES) });

/** The test clock (PROTECTION_TEST_CLOCK=1 only): the server's `now` runs `offsetMs` ahead of real time. */
export const TestClockSchema = v.object({
  offsetMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10 * 365 * 24 * 3_600_000)),
});

// --- Deposit and loss limits, the reality check (h3) ---
const LimitKindSchema = v.picklist(LIMIT_KINDS);
const LimitPeriodSchema = v.picklist(LIMIT_PERIODS);

/** Set (or lower, or raise) one limit; `limitCents` null removes it. Raising and removing wait the cooling-off. */
export const SetLimitSchema = v.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  limitCents: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMIT_MAX_CENTS))),
});

/** One limit as the member sees it: in force, a pending raise or removal, and the period's use so far. */
export const LimitStateSchema = v.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** The limit in force; null: none. */
  limitCents: v.nullable(v.number()),
  /** A raise or removal waiting its cooling-off: the new limit (null: removed) and when it applies. */
  pending: v.nullable(v.object({ limitCents: v.nullable(v.number()), appliesAt: IsoDateTimeSchema })),
  /** Deposits of the period, or its net loss (never below 0), cents. */
  usedCents: v.number(),
  /** When the period ends (Manila midnight) and counting starts again. */
  periodEndsAt: IsoDateTimeSchema,
});
export type LimitState = v.InferOutput<typeof LimitStateSchema>;

/** Every kind and period, limited or not. */
export const LimitsSchema = v.object({ limits: v.array(LimitStateSchema) });
export type Limits = v.InferOutput<typeof LimitsSchema>;

/** The value of a `limit.deposit.exceeded` / `limit.loss.exceeded` refusal: the limit hit and what is left. */
export const LimitRefusalSchema = v.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  limitCents: v.number(),
  usedCents: v.number(),
  leftCents: v.number(),
});
export type LimitRefusal = v.InferOutput<typeof LimitRefusalSchema>;

/** The reality-check interval, minutes (0: off). */
export const SetRealityCheckSchema = v.object({ intervalMinutes: v.picklist(REALITY_CHECK_INTERVALS) });

/**
 * The reality check: the chosen interval, and the play of the current login session from the server's
 * ledger — since its first bet, win or refund (`playingSince`, null: no play yet), minutes played and the
 * net result (wins + refunds − bets, cents: negative is a loss).
 */
export const RealityCheckSchema = v.object({
  intervalMinutes: v.picklist(REALITY_CHECK_INTERVALS),
  playingSince: v.nullable(IsoDateTimeSchema),
  minutes: v.number(),
  netCents: v.number(),
});
export type RealityCheck = v.InferOutput<typeof RealityCheckSchema>;

/** Operators' read-only view of a member's limits and pending changes. */
export const OpsLimitsSchema = v.object({
  account: v.string(),
  limits: v.array(LimitStateSchema),
  realityCheckMinutes: v.picklist(REALITY_CHECK_INTERVALS),
});
export const OpsLimitsQuerySchema = v.object({ member: v.pipe(v.string(), v.maxLength(64)) });
