// Agent contracts (issue 15): an upline agent's terms for a direct sub-agent — daily salary, hourly salary
// or dividend — their states, the settlements that paid them, and the home screen's pending check.
// App and server validate with these; the pay itself is src/shared/agent-pay.ts.
import * as v from 'valibot';
import { DB_INT_MAX, IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

export const CONTRACT_KINDS = ['salary', 'hourly', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'superseded'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A settlement: paid (both entries), unpaid (the upline could not afford it: retried), nothing to pay. */
export const SETTLEMENT_STATUSES = ['paid', 'unpaid', 'nothing'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Tiers per contract, thresholds and pay bounds (one salary at most ₱1,000,000). */
export const CONTRACT_MAX_TIERS = 10;
export const CONTRACT_MAX_PAY_CENTS = 100_000_000;
export const CONTRACT_MAX_THRESHOLD_CENTS = 1_000_000_000_000;
export const CONTRACT_MAX_PLAYERS = 1_000_000;
/** A dividend's share of the team's loss, basis points (10,000 = 100%). */
export const CONTRACT_MAX_SHARE_BP = 10_000;
export const SETTLEMENT_PAGE_SIZE = 20;

const Cents = (max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(max));
const Players = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(CONTRACT_MAX_PLAYERS));

/** A salary tier: paid when the period's team turnover and active players both reach the minimums. */
export const SalaryTierSchema = v.object({
  minTurnoverCents: Cents(CONTRACT_MAX_THRESHOLD_CENTS),
  minActivePlayers: Players,
  salaryCents: v.pipe(Cents(CONTRACT_MAX_PAY_CENTS), v.minValue(1)),
});
export type SalaryTier = v.InferOutput<typeof SalaryTierSchema>;

/** A dividend tier: the share of the team's loss once the loss and active players reach the minimums. */
export const DividendTierSchema = v.object({
  minLossCents: Cents(CONTRACT_MAX_THRESHOLD_CENTS),
  minActivePlayers: Players,
  shareBp: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(CONTRACT_MAX_SHARE_BP)),
});
export type DividendTier = v.InferOutput<typeof DividendTierSchema>;

interface TierLike {
  minActivePlayers: number;
}
/**
 * Tiers climb: each asks at least what the one before asked (one minimum strictly more) and pays more, so
 * "the highest tier met" is one tier and the editor's order is the pay order.
 */
const climbing = <T extends TierLike>(min: (t: T) => number, pay: (t: T) => number) =>
  v.check<T[], string>(
    (tiers) =>
      tiers.every((t, i) => {
        const prev = tiers[i - 1];
        if (!prev) return true;
        const more = min(t) > min(prev) || t.minActivePlayers > prev.minActivePlayers;
        return (
          min(t) >= min(prev) && t.minActivePlayers >= prev.minActivePlayers && more && pay(t) > pay(prev)
        );
      }),
    'tiers: each asks more than the one before and pays more',
  );

const tiers = <T extends v.GenericSchema>(tier: T) =>
  v.pipe(v.array(tier), v.minLength(1), v.maxLength(CONTRACT_MAX_TIERS));

/** Daily salary: the tier met by the Manila day's figures pays its fixed salary. */
export const SalaryTermsSchema = v.object({
  tiers: v.pipe(
    tiers(SalaryTierSchema),
    climbing<SalaryTier>(
      (t) => t.minTurnoverCents,
      (t) => t.salaryCents,
    ),
  ),
});
export type SalaryTerms = v.InferOutput<typeof SalaryTermsSchema>;

/** Hourly salary: the same tiers as the daily salary, met by one hour's figures, paid per hour. */
const HourlyTermsSchema = SalaryTermsSchema;

/** Dividend: the tier met by the half-month's team loss pays its share of that loss. */
export const DividendTermsSchema = v.object({
  tiers: v.pipe(
    tiers(DividendTierSchema),
    climbing<DividendTier>(
      (t) => t.minLossCents,
      (t) => t.shareBp,
    ),
  ),
});
export type DividendTerms = v.InferOutput<typeof DividendTermsSchema>;

export const TERMS_SCHEMAS = {
  salary: SalaryTermsSchema,
  hourly: HourlyTermsSchema,
  dividend: DividendTermsSchema,
} as const;

const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(DB_INT_MAX));

const contractEntries = {
  id: v.number(),
  status: v.picklist(CONTRACT_STATUSES),
  /** The upline agent's account; null: the platform (a top agent's contract, offered by operators). */
  upline: v.nullable(v.string()),
  agentId: v.number(),
  /** The downline agent's account. */
  agent: v.string(),
  createdAt: IsoDateTimeSchema,
  /** Accepted, rejected or cancelled at. */
  decidedAt: v.nullable(IsoDateTimeSchema),
  /** Superseded at (a newer contract of the kind was accepted). */
  endedAt: v.nullable(IsoDateTimeSchema),
};

export const ContractSchema = v.variant('kind', [
  v.object({ ...contractEntries, kind: v.literal('salary'), terms: SalaryTermsSchema }),
  v.object({ ...contractEntries, kind: v.literal('hourly'), terms: HourlyTermsSchema }),
  v.object({ ...contractEntries, kind: v.literal('dividend'), terms: DividendTermsSchema }),
]);
export type Contract = v.InferOutput<typeof ContractSchema>;

/** A contract page: what was offered to me, what I offered my direct sub-agents, whom I may offer to. */
export const ContractOverviewSchema = v.object({
  /** The offer waiting for my answer, if any. */
  pending: v.nullable(ContractSchema),
  /** The contract paying me now, if any. */
  current: v.nullable(ContractSchema),
  /** My offers to my sub-agents: pending and accepted ones, newest first. */
  offered: v.array(ContractSchema),
  /** My direct sub-agents (agents, not players). */
  subAgents: v.array(v.object({ id: v.number(), account: v.string() })),
});
export type ContractOverview = v.InferOutput<typeof ContractOverviewSchema>;

export const OFFER_BODY_SCHEMAS = {
  salary: v.object({ agentId: IdSchema, terms: SalaryTermsSchema }),
  hourly: v.object({ agentId: IdSchema, terms: HourlyTermsSchema }),
  dividend: v.object({ agentId: IdSchema, terms: DividendTermsSchema }),
} as const;

/** Operators offer a top agent a platform contract. */
export const OpsOfferBodySchema = v.variant('kind', [
  v.object({ kind: v.literal('salary'), agentId: IdSchema, terms: SalaryTermsSchema }),
  v.object({ kind: v.literal('hourly'), agentId: IdSchema, terms: HourlyTermsSchema }),
  v.object({ kind: v.literal('dividend'), agentId: IdSchema, terms: DividendTermsSchema }),
]);

/**
 * A period's key: Manila day `2026-11-24` (salary), hour `2026-11-24T13` (hourly), half-month
 * `2026-11-1` (1st–15th) or `2026-11-2` (16th–end) (dividend).
 */
export const PERIOD_PATTERNS = {
  salary: /^\d{4}-\d{2}-\d{2}$/,
  hourly: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  dividend: /^\d{4}-\d{2}-[12]$/,
} as const;

export const OpsSettleBodySchema = v.pipe(
  v.object({ kind: v.picklist(CONTRACT_KINDS), period: v.pipe(v.string(), v.maxLength(16)) }),
  v.check((b) => PERIOD_PATTERNS[b.kind].test(b.period), 'period: a key of the kind (see the summary)'),
);

export const SettleResultSchema = v.object({
  period: v.string(),
  contracts: v.number(),
  paid: v.number(),
  unpaid: v.number(),
  nothing: v.number(),
});
export type SettleResult = v.InferOutput<typeof SettleResultSchema>;

export const CALC_LINE_KEYS = [
  'turnover',
  'activePlayers',
  'loss',
  'tier',
  'salary',
  'share',
  'amount',
] as const;
/** One line of a calculation: cents (turnover, loss, salary, amount), a count, a tier (0: none), bp. */
export const CalcLineSchema = v.object({ key: v.picklist(CALC_LINE_KEYS), value: v.number() });
export type CalcLine = v.InferOutput<typeof CalcLineSchema>;

export const SettlementSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  contractId: v.number(),
  period: v.string(),
  periodStart: IsoDateTimeSchema,
  periodEnd: IsoDateTimeSchema,
  /** in: paid to me; out: I paid my sub-agent. */
  direction: v.picklist(['in', 'out']),
  /** The other party's account; null: the platform. */
  counterpart: v.nullable(v.string()),
  status: v.picklist(SETTLEMENT_STATUSES),
  amountCents: v.number(),
  lines: v.array(CalcLineSchema),
  settledAt: IsoDateTimeSchema,
  paidAt: v.nullable(IsoDateTimeSchema),
});
export type Settlement = v.InferOutput<typeof SettlementSchema>;

export const SettlementPageSchema = PageOf(SettlementSchema);
export const SettlementsQuerySchema = v.object(PageQueryEntries(SETTLEMENT_PAGE_SIZE, 50));

/** My team's figures over the period running now (so far): what the calculator starts from. */
export const TeamFiguresSchema = v.object({
  period: v.string(),
  turnoverCents: v.number(),
  activePlayers: v.number(),
  lossCents: v.number(),
});

/** SPEC.md section 3 "Contract request response": which kinds have an offer waiting for my answer. */
export const ContractRequestsSchema = v.object({
  dailysalreqtype: v.boolean(),
  divtypecompperiodreq: v.boolean(),
  contracthoursalreq: v.boolean(),
});
export type ContractRequests = v.InferOutput<typeof ContractRequestsSchema>;

/** SPEC.md section 4: fetched after session renewal; the agent footer's dividends badge reads it. */
export const DividendInfoSchema = v.object({
  /** An accepted dividend contract pays me. */
  contracted: v.boolean(),
  /** My latest dividend settlement's period and amount, if any. */
  lastPeriod: v.nullable(v.string()),
  lastCents: v.number(),
  /** Dividends settled for me but not paid yet (my upline could not afford them). */
  unpaidCents: v.number(),
});
export type DividendInfo = v.InferOutput<typeof DividendInfoSchema>;
