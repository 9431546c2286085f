// Session gate: header `Token` → the live session in `c.var.session`, else 401 `session.expired`.
import type { Context, MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../src/shared/errors.ts';
import type { CurrentSession } from '../auth/sessions.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';

/**
 * The caller's live session, or null; looked up once per request (the module gate and the route's own
 * requireSession share it). A token is valid for the merchant it was issued under.
 */
export async function sessionOf(c: Context<AppEnv>, { sessions }: Services): Promise<CurrentSession | null> {
  const known = c.get('session');
  if (known) return known;
  const token = c.req.header(HEADERS.token)?.trim();
  const session = token && token.length <= 128 ? await sessions.find(token) : null;
  if (!session || session.merchantCode !== c.get('merchant')) return null;
  c.set('session', session);
  return session;
}

export const sessionExpired = (c: Context<AppEnv>) =>
  fail(c, 401, AUTH_CODES.sessionExpired, 'Session expired or signed out');

export function requireSession(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await sessionOf(c, services))) return sessionExpired(c);
    await next();
  };
}

export const trialRejected = (c: Context<AppEnv>) =>
  fail(c, 403, AUTH_CODES.freeReject, 'Please login an actual account to use this function');

/** Member-only functions: a trial account gets 403 `free_reject`. Use after requireSession. */
export const rejectTrial: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session').type === TRIAL_TYPE) return trialRejected(c);
  await next();
};
