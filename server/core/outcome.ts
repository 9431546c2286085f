// What a payment service answers: a value, or a refusal (status, code, message) the route sends as is.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: ContentfulStatusCode; code: string; message: string; value?: unknown };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (status: ContentfulStatusCode, code: string, message: string) =>
  ({ ok: false, status, code, message }) as const;
export type Refusal = ReturnType<typeof refused>;

/** An operator's decision on a pending order (a deposit, a withdrawal): approve, or reject with the reason the member sees. */
export type Decision = { approve: true } | { approve: false; reason: string };
