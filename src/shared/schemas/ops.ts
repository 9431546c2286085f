import * as v from 'valibot';
import { DrawDetailSchema } from './lottery.ts';

/** A message a built-in provider (SMS, e-mail) would have sent; `GET /ops/outbox` lists them. */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['sms', 'email']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  createdAt: v.string(),
});

export const OutboxQuerySchema = v.object({
  channel: v.optional(v.picklist(['sms', 'email'])),
  recipient: v.optional(v.string()),
});

/** `GET /ops/sms`: one text handed to the SMS provider (never its body), newest first. */
export const SMS_SEND_STATUSES = ['sent', 'refused', 'failed'] as const;
export const SmsSendSchema = v.object({
  id: v.number(),
  merchantCode: v.nullable(v.string()),
  recipient: v.string(),
  purpose: v.string(),
  provider: v.string(),
  status: v.picklist(SMS_SEND_STATUSES),
  attempts: v.number(),
  providerId: v.nullable(v.string()),
  error: v.nullable(v.string()),
  createdAt: v.string(),
});

export const SmsSendsQuerySchema = v.object({
  recipient: v.optional(v.string()),
  status: v.optional(v.picklist(SMS_SEND_STATUSES)),
});

/** `GET /ops/captcha/:captchaId`: a captcha's answer and state (a test and support aid). */
export const CaptchaRevealSchema = v.object({ code: v.string(), used: v.boolean(), expired: v.boolean() });

/** `POST /ops/lottery/draw-now`: the drawn issue with its seed, and how its orders settled. */
export const DrawNowResultSchema = v.object({ draw: DrawDetailSchema, won: v.number(), lost: v.number() });

/** One ledger finding (server/wallet/reconcile.ts). */
export const LedgerFindingSchema = v.object({
  /** The rule that found it: balances, references, seamless, studio, lottery. */
  rule: v.string(),
  /** What is wrong, e.g. `wallet.balance`, `seamless.untracked`, `lottery.payout` (see each rule). */
  kind: v.string(),
  memberId: v.nullable(v.number()),
  /** The ledger reference concerned (present or missing), or `<table>:<id>` of a row without one. */
  ref: v.string(),
  /** Cents that should be there; null: nothing should be. */
  expected: v.nullable(v.number()),
  /** Cents found; null: nothing found. */
  found: v.nullable(v.number()),
  note: v.nullable(v.string()),
});
export type LedgerFinding = v.InferOutput<typeof LedgerFindingSchema>;

/** `GET /ops/ledger/check`: always 200; `ok` says whether the ledger is clean. */
export const LedgerReportSchema = v.object({
  /** No mismatch (pending work is not a mismatch). */
  ok: v.boolean(),
  checkedAt: v.string(),
  counts: v.object({
    wallets: v.number(),
    entries: v.number(),
    totalBalanceCents: v.number(),
    mismatches: v.number(),
    pending: v.number(),
  }),
  /** At most LISTED_PER_RULE per rule; `truncated` says when some were left out. */
  mismatches: v.array(LedgerFindingSchema),
  /** Work in flight a job completes: pending studio rounds, orders awaiting placing, credits of a settling draw. */
  pending: v.array(LedgerFindingSchema),
  truncated: v.boolean(),
});
export type LedgerReport = v.InferOutput<typeof LedgerReportSchema>;
