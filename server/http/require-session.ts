// Session gate: header `Token` → the live session in `c.var.session`, else 401 `session.expired`.
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/constants.ts';
import { AUTH_CODES } from '../../src/shared/errors.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';

export function requireSession({ sessions }: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header(HEADERS.token)?.trim();
    const session = token && token.length <= 128 ? await sessions.find(token) : null;
    // A token is valid for the merchant it was issued under (the trial code maps to its merchant).
    if (!session || session.merchantCode !== c.get('merchant')) {
      return fail(c, 401, AUTH_CODES.sessionExpired, 'Session expired or signed out');
    }
    c.set('session', session);
    await next();
  };
}

/** Member-only functions: a trial account gets 403 `free_reject`. Use after requireSession. */
export const rejectTrial: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session').type === TRIAL_TYPE) {
    return fail(c, 403, AUTH_CODES.freeReject, 'Please login an actual account to use this function');
  }
  await next();
};
