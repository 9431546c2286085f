// "Confirm your login password first": a session counts as recently authenticated for
// RECENT_AUTH_MINUTES after a password login, registration, reset or re-entry. Withdrawals, the payment
// password, security questions and contact changes ask for it; a password change accepts it instead of
// the old password.
import type { Context } from 'hono';
import { RECENT_AUTH_MINUTES } from '../../src/shared/constants/accounts.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail } from './envelope.ts';

/** Whether a password proof at `at` is still within RECENT_AUTH_MINUTES. */
export const isRecent = (services: Services, at: Date | null) =>
  !!at && services.now() - at.getTime() < RECENT_AUTH_MINUTES * 60_000;

/** Whether the caller's session (after requireSession) proved its password recently. */
export const isRecentAuth = (services: Services, c: Context<AppEnv>) =>
  isRecent(services, c.get('session').recentAuthAt);

export const recentAuthRequired = (c: Context) =>
  fail(c, 403, WITHDRAW_CODES.recentAuthRequired, 'Confirm your login password first');
