// Customer-service links (SPEC.md section 2 "Side service panel", section 9): decrypted on the device,
// and only web links are kept (a tampered config must not inject javascript: URLs).
import type { ServiceLinkType } from '../../shared/constants/members.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { decryptServiceLink } from '../../shared/service-link.ts';

/** The panel's order: live chat first, then the messengers as SPEC.md lists them. */
export const SERVICE_ORDER: readonly ServiceLinkType[] = [
  'LIVECHAT',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'WHATSAPP',
];

export interface ServiceEntry {
  type: ServiceLinkType;
  url: string;
}

/** An http(s) URL, or null. */
export function webUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured links that decrypt to web URLs, one per type (the first wins), in panel order. */
export async function serviceEntries(links: SiteConfig['serviceLinks']): Promise<ServiceEntry[]> {
  const decrypted = await Promise.all(
    links.map(async ({ type, value }) => {
      const url = await decryptServiceLink(value).then(webUrl, () => null);
      return url ? { type, url } : null;
    }),
  );
  const byType = new Map<ServiceLinkType, string>();
  for (const entry of decrypted) if (entry && !byType.has(entry.type)) byType.set(entry.type, entry.url);
  return SERVICE_ORDER.flatMap((type) => {
    const url = byType.get(type);
    return url ? [{ type, url }] : [];
  });
}
