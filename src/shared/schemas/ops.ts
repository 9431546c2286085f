import * as v from 'valibot';

/** A message a built-in provider (SMS, e-mail) would have sent; `GET /ops/outbox` lists them. */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['sms', 'email']),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = v.object({
  channel: v.optional(v.picklist(['sms', 'email'])),
  recipient: v.optional(v.string()),
});
