// What a payment service answers: a value, or a refusal (status, code, message) the route sends as is.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome } from './deposits.ts';

export type { Outcome } from './deposits.ts';

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (status: ContentfulStatusCode, code: string, message: string) =>
  ({ ok: false, status, code, message }) as const;
export type Refusal = ReturnType<typeof refused>;
