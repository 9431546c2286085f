// Per-request platform context for /wps: merchant (Merchant header, default SWERTE) and language.
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import {
  type CatalogueLanguageCode,
  DEFAULT_LANGUAGE,
  type Language,
} from '../../src/shared/constants/language.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { CatalogueLanguageSchema } from '../../src/shared/schemas/common.ts';
import type { AppEnv, Services } from '../context.ts';
import { SEED_MERCHANT } from '../seed/data/site-config.ts';
import { fail } from './envelope.ts';

export const DEFAULT_MERCHANT = SEED_MERCHANT;
/**
 * A trial session's merchant code is the merchant's code + '_TRIAL' (SWERTE → SWERTE_TRIAL). It is an
 * alias, not a second merchant: requests under it get the real merchant's config and content, and trial
 * members (type 4) are stored under the real merchant.
 */
export const TRIAL_SUFFIX = '_TRIAL';
export const trialMerchantOf = (merchant: string) => `${merchant}${TRIAL_SUFFIX}`;
const MERCHANT_RE = /^[A-Za-z0-9_-]{1,32}$/;

/** Content exists in TY and EN; every other catalogue code is served in EN. */
export const contentLanguage = (code: CatalogueLanguageCode): Language => (code === 'TY' ? 'TY' : 'EN');

/** Who a platform request is for, as its headers and query name it. */
export interface RequestPlatform {
  /** The merchant code as asked (a trial alias keeps its suffix here). */
  asked: string;
  merchant: string;
  requestLanguage: CatalogueLanguageCode;
  lang: Language;
}

/** A request's header or query parameter by name (undefined: absent). */
type Lookup = (name: string) => string | undefined;

/**
 * The merchant and languages a request names, or why they are refused. Pure: whether the merchant exists
 * is the caller's question (the middleware asks the site config store). Also read from a raw Node
 * request by the site config's hot read (server/routes/site.ts).
 */
export function requestPlatform(header: Lookup, query: Lookup): RequestPlatform | { refused: string } {
  const asked =
    header(HEADERS.merchant)?.trim() || query('merchant') || query('merchantCode') || DEFAULT_MERCHANT;
  if (!MERCHANT_RE.test(asked)) return { refused: 'Merchant: invalid format' };
  const merchant = asked.endsWith(TRIAL_SUFFIX) ? asked.slice(0, -TRIAL_SUFFIX.length) : asked;

  // A language in the query (`language`, or help's `lang`) wins over the header; the route's own
  // schema reports a bad query value, a bad header is reported here.
  const named = header(HEADERS.language)?.trim();
  const headerLang = named ? v.safeParse(CatalogueLanguageSchema, named.toUpperCase()) : undefined;
  if (headerLang && !headerLang.success) return { refused: 'Language: unknown language' };
  // Parsed only when present: a failed parse builds its issues, and most requests name no language here.
  const inQuery = query('language') ?? query('lang');
  const queryLang = inQuery === undefined ? undefined : v.safeParse(CatalogueLanguageSchema, inQuery);
  const requestLanguage = queryLang?.success ? queryLang.output : (headerLang?.output ?? DEFAULT_LANGUAGE);
  return { asked, merchant, requestLanguage, lang: contentLanguage(requestLanguage) };
}

export function platformContext(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const platform = requestPlatform(
      (name) => c.req.header(name),
      (name) => c.req.query(name),
    );
    if ('refused' in platform) return fail(c, 400, CODES.invalidRequest, platform.refused);
    if (!(await services.siteConfig.stored(platform.merchant))) {
      return fail(c, 400, CODES.merchantUnknown, `Unknown merchant: ${platform.asked}`);
    }
    c.set('merchant', platform.merchant);
    c.set('requestLanguage', platform.requestLanguage);
    c.set('lang', platform.lang);
    await next();
  };
}
