// Session gate: header `Token` → the live session in `c.var.session`, else 401 `session.expired`.
import type { Context, MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import type { CurrentSession } from '../auth/sessions.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';

/**
 * Everything a self-excluded member's cash-out session may reach (issue 31); sign-out needs no session.
 * Deny by default: every other route, present or future, sees no session. Adding payout accounts, setting
 * the payment password, binding contacts are left out on purpose: whoever learned the login password of an
 * excluded account (whose owner no longer looks at it) could otherwise route the money to themselves;
 * such a member settles these with customer service.
 */
const CASHOUT_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: exact(PATHS.withdrawOverview) },
  { method: 'GET', path: exact(PATHS.payoutAccounts) },
  { method: 'POST', path: exact(PATHS.withdrawOrders) },
  { method: 'GET', path: new RegExp(`^${PATHS.withdrawOrders}/\\d+$`) },
];
function exact(path: string) {
  return new RegExp(`^${path}$`);
}
const cashoutMay = (c: Context<AppEnv>) =>
  CASHOUT_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path));

/**
 * What a session may do while its member still has the password an agent chose (decision 50): read
 * (GET), set the first password, renew; sign-out needs no session. Every other call (money, play,
 * settings) waits, deny by default, and game launches are play even though they are GETs.
 */
const FIRST_PASSWORD_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: exact(PATHS.firstPassword) },
  { method: 'POST', path: exact(PATHS.renew) },
];
const firstPasswordMay = (c: Context<AppEnv>) =>
  c.req.method === 'GET'
    ? c.req.path !== PATHS.launch
    : FIRST_PASSWORD_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path));

/**
 * The caller's live session, or null; looked up once per request (the module gate and the route's own
 * requireSession share it). A token is valid for the merchant it was issued under. A cash-out session is
 * a session only on its routes: elsewhere null, and the gates answer 403 `protection.excluded`.
 */
export async function sessionOf(c: Context<AppEnv>, { sessions }: Services): Promise<CurrentSession | null> {
  const known = c.get('session');
  if (known) return known;
  const token = c.req.header(HEADERS.token)?.trim();
  const session = token && token.length <= 128 ? await sessions.find(token) : null;
  if (!session || session.merchantCode !== c.get('merchant')) return null;
  if (session.cashoutOnly && !cashoutMay(c)) {
    c.set('cashoutRefused', true);
    return null;
  }
  if (session.mustSetPassword && !firstPasswordMay(c)) {
    c.set('firstPasswordRefused', true);
    return null;
  }
  c.set('session', session);
  return session;
}

export const sessionExpired = (c: Context<AppEnv>) => {
  if (c.get('cashoutRefused'))
    return fail(c, 403, EXCLUSION_CODES.excluded, 'A cash-out session may only withdraw the balance');
  if (c.get('firstPasswordRefused'))
    return fail(c, 403, AUTH_CODES.firstPasswordRequired, 'Please set your own password first');
  return fail(c, 401, CODES.sessionExpired, 'Session expired or signed out');
};

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
