// A reset through a contact bound in the last CONTACT_RESET_HOLD_HOURS is held (issue 31, case 8): a stolen
// session that binds the thief's number or address must not turn it into the password, and then into the
// account and its withdrawals, at once. The member meanwhile hears of the binding (inbox and the contacts
// bound before) and has a day to act.
// Held means refused, with 403 `reset.contact.recent` and `{ availableAt }`, not "accepted with the old
// password": whoever resets has forgotten it, and whoever knows it changes it in the security centre.
// A contact given at sign-up or bound before bound times were recorded has none: it counts as long ago.
import { CONTACT_RESET_HOLD_HOURS } from '../../src/shared/constants/accounts.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';

const HOLD_MS = CONTACT_RESET_HOLD_HOURS * 3_600_000;

/** A refusal in a service Outcome's shape (answer() sends it with its value). */
export interface ResetHeld {
  ok: false;
  status: 403;
  code: typeof AUTH_CODES.resetHeld;
  message: string;
  value: { availableAt: string };
}

/** The refusal while a reset through the contact bound at `boundAt` is held; null once it may go through. */
export function resetHold(boundAt: Date | null, nowMs: number): ResetHeld | null {
  if (!boundAt) return null;
  const until = boundAt.getTime() + HOLD_MS;
  if (nowMs >= until) return null;
  const availableAt = new Date(until).toISOString();
  return {
    ok: false,
    status: 403,
    code: AUTH_CODES.resetHeld,
    message: `A reset through a contact bound in the last ${CONTACT_RESET_HOLD_HOURS} hours is possible from ${availableAt}`,
    value: { availableAt },
  };
}
