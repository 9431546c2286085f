// The route side of a service's Outcome, and the numeric id of a path like `/orders/:id`: shared by every
// route that answers a payments-style service (deposits, withdrawals, transfers, inbox).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Outcome } from '../core/outcome.ts';
import { fail, failWith, ok } from './envelope.ts';

export const IdParamSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
export const idParam = (raw: string) => {
  const parsed = v.safeParse(IdParamSchema, raw);
  return parsed.success ? parsed.output : undefined;
};

/** A service's outcome as the envelope: its value, or its refusal's status and code (and details, if any). */
export const answer = <T>(c: Context, o: Outcome<T>) => {
  if (o.ok) return ok(c, o.value);
  if (o.retryAfterS !== undefined) c.header('Retry-After', String(o.retryAfterS));
  return o.value === undefined
    ? fail(c, o.status, o.code, o.message)
    : failWith(c, o.status, o.code, o.value, o.message);
};
