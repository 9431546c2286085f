// What the server's callback put in the landing page's fragment (src/shared/schemas/social.ts):
// `ticket=…&intent=login`, `error=<code>&intent=login|link` or `linked=<provider>&intent=link`.
import * as v from 'valibot';
import { SOCIAL_CODES } from '../../shared/errors/social.ts';
import { type SocialProvider, SocialProviderSchema } from '../../shared/schemas/social.ts';

export type Landing =
  | { intent: 'login'; ticket: string }
  | { intent: 'login' | 'link'; error: string }
  | { intent: 'link'; linked: SocialProvider };

/** A machine code as the server writes them (`social.cancelled`, `protection.excluded`…). */
const CODE = /^[a-z][\w.-]{0,63}$/i;
const TICKET = /^[\w.~-]{1,128}$/;

/** Reads the fragment; anything missing or malformed reads as an expired round trip (start again). */
export function parseLanding(fragment: string): Landing {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const intent = params.get('intent') === 'link' ? 'link' : 'login';
  const error = params.get('error');
  if (error) return { intent, error: CODE.test(error) ? error : SOCIAL_CODES.failed };
  const linked = v.safeParse(SocialProviderSchema, params.get('linked'));
  if (intent === 'link' && linked.success) return { intent, linked: linked.output };
  const ticket = params.get('ticket');
  if (intent === 'login' && ticket && TICKET.test(ticket)) return { intent, ticket };
  return { intent, error: SOCIAL_CODES.expired };
}
