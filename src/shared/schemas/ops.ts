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

/** `GET /ops/captcha/:captchaId`: a captcha's answer and state (a test and support aid). */
export const CaptchaRevealSchema = v.object({ code: v.string(), used: v.boolean(), expired: v.boolean() });

/** `POST /ops/lottery/draw-now`: the drawn issue with its seed, and how its orders settled. */
export const DrawNowResultSchema = v.object({ draw: DrawDetailSchema, won: v.number(), lost: v.number() });

/** One ledger finding (server/wallet/reconcile.ts). */
export const LedgerFindingSchema = v.object({
  rule: v.string(),
  kind: v.string(),
  memberId: v.nullable(v.number()),
  ref: v.string(),
  expected: v.nullable(v.number()),
  found: v.nullable(v.number()),
  note: v.nullable(v.string()),
});

/** `GET /ops/ledger/check`: always 200; `ok` says whether the ledger is clean. */
export const LedgerReportSchema = v.object({
  ok: v.boolean(),
  checkedAt: v.string(),
  counts: v.object({
    wallets: v.number(),
    entries: v.number(),
    totalBalanceCents: v.number(),
    mismatches: v.number(),
    pending: v.number(),
  }),
  mismatches: v.array(LedgerFindingSchema),
  pending: v.array(LedgerFindingSchema),
  truncated: v.boolean(),
});
