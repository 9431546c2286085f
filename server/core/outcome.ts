// What a payment service answers: a value, or a refusal (status, code, message) the route sends as is.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';

export type Outcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: ContentfulStatusCode;
      code: string;
      message: string;
      value?: unknown;
      /** Seconds to wait before trying again (429): sent as Retry-After. */
      retryAfterS?: number;
    };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = (status: ContentfulStatusCode, code: string, message: string) =>
  ({ ok: false, status, code, message }) as const;
export type Refusal = ReturnType<typeof refused>;
/** A refusal with details the screen reads (`value`: a captcha flag, an exclusion's end, …). */
export const refusedWith = (status: ContentfulStatusCode, code: string, value: unknown, message: string) =>
  ({ ok: false, status, code, message, value }) as const;
/** 429 `throttled`: too many attempts, with the wait in the message and Retry-After. */
export const throttledFor = (retryAfterS: number) =>
  ({
    ok: false,
    status: 429,
    code: AUTH_CODES.throttled,
    message: `Too many attempts: try again in ${retryAfterS} s`,
    retryAfterS,
  }) as const;

/** An operator's decision on a pending order (a deposit, a withdrawal): approve, or reject with the reason the member sees. */
export type Decision = { approve: true } | { approve: false; reason: string };
