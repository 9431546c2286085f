// The customer-service links as operators edit them: plain URLs in, encrypted into the stored site config
// (each with a fresh random key, SPEC.md section 9), decrypted again for the operator's view. Audited.

import type { StoredSiteConfig } from '../../src/shared/schemas/ops-config.ts';
import type { OpsServiceLinks, ServiceLinksBody } from '../../src/shared/schemas/service-links.ts';
import { decryptServiceLink, encryptServiceLink } from '../../src/shared/service-link.ts';
import { audit } from '../core/audit.ts';
import type { SiteConfigStore } from './config-store.ts';

async function decrypted(stored: StoredSiteConfig['serviceLinks']): Promise<OpsServiceLinks['links']> {
  return Promise.all(
    stored.map(async ({ type, value }) => ({
      type,
      url: await decryptServiceLink(value).catch(() => null),
    })),
  );
}

/** The merchant's links decrypted, or null for an unknown merchant (read from the database, not the cache). */
export async function readServiceLinks(
  store: SiteConfigStore,
  merchant: string,
): Promise<OpsServiceLinks | null> {
  store.invalidate(merchant);
  const stored = await store.stored(merchant);
  return stored ? { links: await decrypted(stored.serviceLinks) } : null;
}

/** Replaces the merchant's links; the change and its audit row (`site.serviceLinks`) commit together. */
export async function replaceServiceLinks(
  store: SiteConfigStore,
  merchant: string,
  actor: string,
  body: ServiceLinksBody,
): Promise<OpsServiceLinks | null> {
  // Encrypted before the row lock is taken: WebCrypto is async and the lock should be short.
  const serviceLinks = await Promise.all(
    body.links.map(async ({ type, url }) => ({ type, value: await encryptServiceLink(url) })),
  );
  const next = await store.update(
    merchant,
    (stored) => ({ ...stored, serviceLinks }),
    async (tx, before) =>
      audit(tx, actor, 'site.serviceLinks', `merchant:${merchant}`, {
        before: await decrypted(before.serviceLinks),
        after: body.links,
      }),
  );
  return next ? { links: await decrypted(next.serviceLinks) } : null;
}
