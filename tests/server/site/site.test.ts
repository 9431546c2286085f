import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDN_MOUNTS, PATHS } from '../../../src/shared/paths.ts';
import { LocationSchema, SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import { decryptServiceLink } from '../../../src/shared/service-link.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('site config and location on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('serves the complete site config of the default merchant without any header', async () => {
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(config.merchantCode).toBe('SWERTE');
    expect(config.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '0' });
    expect(config.maintenance.enabled).toBe(false);
    expect(config.regionRestriction).toEqual({ enabled: false, allowedCountries: ['PH'] });
    expect(config.switches.DIRECTREG3).toBe(true);
    expect(config.switches.MOBILEVERCODELOGIN3).toBe(true);
    expect(config.promotions).toEqual({ REFERRAL: true, MISSION: true });
    expect(config.imageCDNs).toEqual([...CDN_MOUNTS]);
    expect(config.resources.logoUrl).toBe('/brand/logo.svg');
    expect(config.downloads.android).toMatch(/^https:\/\//);
  });

  it('answers in the request language: Language header, or the language query', async () => {
    const ty = await okValue(await h.get(PATHS.siteConfig, { Language: 'TY' }), SiteConfigSchema);
    const en = await okValue(await h.get(PATHS.siteConfig, { Language: 'EN' }), SiteConfigSchema);
    const enQuery = await okValue(await h.get(`${PATHS.siteConfig}?language=EN`), SiteConfigSchema);
    expect(ty.maintenance.message).toMatch(/platform/);
    expect(ty.maintenance.message).not.toBe(en.maintenance.message);
    expect(en.maintenance.message).toMatch(/upgraded/);
    expect(enQuery.maintenance.message).toBe(en.maintenance.message);
  });

  it('publishes customer-service links that decrypt to https URLs', async () => {
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(config.serviceLinks.map((l) => l.type).sort()).toEqual([
      'FACEBOOK',
      'LIVECHAT',
      'TELEGRAM',
      'WHATSAPP',
    ]);
    for (const link of config.serviceLinks) {
      expect(await decryptServiceLink(link.value)).toMatch(/^https:\/\//);
    }
  });

  it('refuses an unknown merchant and a bad Language header with a 400 envelope', async () => {
    const unknown = await failure(await h.get(PATHS.siteConfig, { Merchant: 'NOPE' }));
    expect(unknown).toMatchObject({ status: 400, code: 'merchant.unknown' });
    const badLang = await failure(await h.get(PATHS.siteConfig, { Language: 'Klingon' }));
    expect(badLang).toMatchObject({ status: 400, code: 'request.invalid' });
  });

  it('locates loopback clients in the default country', async () => {
    const loc = await okValue(await h.get(PATHS.location), LocationSchema);
    expect(loc).toEqual({ ip: '127.0.0.1', country: 'PH' });
    const lan = await okValue(
      await h.get(PATHS.location, { 'X-Forwarded-For': '192.168.1.20' }),
      LocationSchema,
    );
    expect(lan.country).toBe('PH');
  });

  it('locates public addresses offline (behind a trusted proxy)', async () => {
    const loc = await okValue(
      await h.get(PATHS.location, { 'X-Forwarded-For': '10.0.0.1, 8.8.8.8' }),
      LocationSchema,
    );
    expect(loc).toEqual({ ip: '8.8.8.8', country: 'US' });
  });

  it('locates IPv6 clients too; IPv6 loopback, link-local and unique-local count as the default', async () => {
    const where = async (ip: string) =>
      (await okValue(await h.get(PATHS.location, { 'X-Forwarded-For': ip }), LocationSchema)).country;
    expect(await where('2400:4050::1')).toBe('JP');
    expect(await where('2001:4450:1:2::3')).toBe('PH');
    expect(await where('::ffff:112.198.0.1')).toBe('PH');
    for (const local of ['::1', 'fe80::1', 'fd12:3456::1']) expect(await where(local)).toBe('PH');
  });
});
