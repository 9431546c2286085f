// Who an operator call acts as, and for which merchant: shared by every /ops route that writes the audit.
import type { Context } from 'hono';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { DEFAULT_MERCHANT } from './platform-context.ts';

/** Names the person behind the shared ops token in the audit (optional). */
export const OPERATOR_HEADER = 'X-Operator';

/** Who acted: the ops token's label, with the operator's name when the header carries a plain one. */
export const actorOf = (c: Context) => {
  const name = c.req.header(OPERATOR_HEADER)?.trim() ?? '';
  return /^[\w.@-]{1,64}$/.test(name) ? `ops:${name}` : 'ops';
};

/** The merchant an operator call is about: the Merchant header, else the default merchant. */
export const merchantOf = (c: Context) => c.req.header(HEADERS.merchant)?.trim() || DEFAULT_MERCHANT;
