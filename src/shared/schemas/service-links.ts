// Operators' view of the customer-service links (GET/PUT /ops/config/serviceLinks): plain URLs that the
// server encrypts into the site config (src/shared/service-link.ts); members only ever see them encrypted.
import * as v from 'valibot';
import { SERVICE_LINK_TYPES } from '../constants/members.ts';

export const SERVICE_LINK_URL_MAX = 500;

/** https only: the links open outside the app, and a plain-http or script URL must never be stored. */
export function isHttpsUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const ServiceLinkEntrySchema = v.object({
  type: v.picklist(SERVICE_LINK_TYPES),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SERVICE_LINK_URL_MAX),
    v.check(isHttpsUrl, 'an https:// URL'),
  ),
});

/** PUT: the whole set, at most one link per type (an empty list removes them all). */
export const ServiceLinksBodySchema = v.object({
  links: v.pipe(
    v.array(ServiceLinkEntrySchema),
    v.maxLength(SERVICE_LINK_TYPES.length),
    v.check((links) => new Set(links.map((l) => l.type)).size === links.length, 'one link per type'),
  ),
});
export type ServiceLinksBody = v.InferOutput<typeof ServiceLinksBodySchema>;

/** GET / PUT answer: the links decrypted; `url` null for a stored value that no longer decrypts. */
export const OpsServiceLinksSchema = v.object({
  links: v.array(v.object({ type: v.picklist(SERVICE_LINK_TYPES), url: v.nullable(v.string()) })),
});
export type OpsServiceLinks = v.InferOutput<typeof OpsServiceLinksSchema>;
