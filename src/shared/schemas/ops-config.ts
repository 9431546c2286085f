import * as v from 'valibot';
import { SiteConfigSchema } from './site.ts';

/**
 * The site config as stored per merchant and shown to operators (GET/PATCH /ops/config). The public
 * SiteConfig is derived from it per language: the maintenance message is stored in TY and EN, and the
 * image CDN bases come from the server's deployment settings (IMAGE_CDNS), not from the database.
 */
export const StoredSiteConfigSchema = v.object({
  // The CDNs and the sign-in providers come from the server's configuration, not the stored config.
  ...v.omit(SiteConfigSchema, ['imageCDNs', 'maintenance', 'socialLogins']).entries,
  maintenance: v.object({
    enabled: v.boolean(),
    messages: v.object({ TY: v.string(), EN: v.string() }),
  }),
});
export type StoredSiteConfig = v.InferOutput<typeof StoredSiteConfigSchema>;
