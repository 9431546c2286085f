// Player protection (issue 13): the numbers of deposit limits, loss limits and the reality check.
// Shared with the time-out / self-exclusion constants (append below, never rewrite).
import { RECENT_AUTH_MINUTES } from './accounts.ts';

/** What a member may limit: money put in (deposits) and money lost (bets − wins − refunds). */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Calendar periods of Manila time (server/protection/limit-rules.ts): a day, a week from Monday, a month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A week starts on Monday (ISO 8601, as Philippine calendars and payroll weeks do). 0 = Sunday … 6 = Saturday. */
export const LIMIT_WEEK_STARTS_ON = 1;

/** Raising or removing a limit waits this long (the cooling-off); lowering or setting one applies at once. */
export const LIMIT_RAISE_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The largest limit a member may set, cents (₱10,000,000): above every channel's maximum. */
export const LIMIT_MAX_CENTS = 1_000_000_000;

/** Reality-check intervals the member picks from, minutes; 0 = off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

// --- Time-out, self-exclusion, minimum age and help contacts (h4) ---
const PROTECTION_DAY_MS = 24 * 60 * 60 * 1000;

/** Time-out periods: the member picks one; the account cannot log in or play until it ends. */
export const TIMEOUT_PERIODS = ['24h', '1w', '2w', '4w', '6w'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
/** Self-exclusion periods; `permanent` never ends. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const EXCLUSION_KINDS = ['timeout', 'exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export type ExclusionPeriod = TimeoutPeriod | SelfExclusionPeriod;

/** Fixed lengths of the time-outs. */
export const TIMEOUT_MS: Readonly<Record<TimeoutPeriod, number>> = {
  '24h': PROTECTION_DAY_MS,
  '1w': 7 * PROTECTION_DAY_MS,
  '2w': 14 * PROTECTION_DAY_MS,
  '4w': 28 * PROTECTION_DAY_MS,
  '6w': 42 * PROTECTION_DAY_MS,
};
/** Self-exclusions run in calendar months (null: permanent). */
export const SELF_EXCLUSION_MONTHS: Readonly<Record<SelfExclusionPeriod, number | null>> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
  permanent: null,
};

/** Minimum ages an operator may configure (PAGCOR: 21; some markets 18); 21 unless configured. */
export const MINIMUM_AGES = [18, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];
export const DEFAULT_MINIMUM_AGE: MinimumAge = 21;

/**
 * Help contacts on the Responsible gaming page: public, well-known ones only. An operator edits this list
 * (and adds its own hotline) here. PAGCOR runs the national responsible gaming programme; the National
 * Center for Mental Health's crisis hotline (1553, toll-free nationwide) takes gambling distress too.
 */
export const HELP_CONTACTS: readonly { id: string; name: string; phone?: string; url?: string }[] = [
  { id: 'pagcor', name: 'PAGCOR Responsible Gaming', url: 'https://www.pagcor.ph/' },
  { id: 'ncmh', name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph/' },
];

/** A pause in play this long ends a play session: the reality check counts from the first stake after it. */
export const REALITY_SESSION_GAP_MS = 30 * 60 * 1000;
/** How often the app asks the server for the reality check while a member plays. */
export const REALITY_POLL_MS = 60 * 1000;

/**
 * A self-excluded member's cash-out session (issue 31) lives this long, the recent-authentication window
 * (RECENT_AUTH_MINUTES): the login password it was opened with stays fresh enough to ask a withdrawal.
 */
export const CASHOUT_SESSION_MINUTES = RECENT_AUTH_MINUTES;
