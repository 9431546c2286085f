import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit } from '../../../server/db/schema.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { OpsServiceLinksSchema } from '../../../src/shared/schemas/service-links.ts';
import { SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import { decryptServiceLink } from '../../../src/shared/service-link.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

const auth = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'maria' };

describe.each(databases)('operators edit the customer-service links on $kind', ({ kind }) => {
  let h: Harness;
  const put = (body: unknown, headers: Record<string, string> = auth) =>
    h.app.request(PATHS.opsServiceLinks, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** What a member's app receives: the public site config's links, decrypted as the app does. */
  const memberSees = async () => {
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    return Promise.all(
      config.serviceLinks.map(async (l) => ({ type: l.type, url: await decryptServiceLink(l.value) })),
    );
  };
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('needs the ops token', async () => {
    expect(await failure(await h.get(PATHS.opsServiceLinks))).toMatchObject({ status: 401 });
    expect(await failure(await put({ links: [] }, {}))).toMatchObject({ status: 401 });
  });

  it('shows the seeded links decrypted', async () => {
    const { links } = await okValue(await h.get(PATHS.opsServiceLinks, auth), OpsServiceLinksSchema);
    expect(links).toContainEqual({ type: 'TELEGRAM', url: 'https://t.me/swerte_example' });
    expect(links.map((l) => l.type)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP']);
  });

  it('refuses anything but https URLs of known types, one per type, and keeps the links', async () => {
    const before = await memberSees();
    for (const links of [
      [{ type: 'TELEGRAM', url: 'http://t.me/plain' }],
      [{ type: 'TELEGRAM', url: 'javascript:alert(1)' }],
      [{ type: 'TELEGRAM', url: 'not a url' }],
      [{ type: 'TELEGRAM', url: 'https://user:secret@t.me/x' }],
      [{ type: 'TIKTOK', url: 'https://tiktok.com/@swerte' }],
      [{ type: 'TELEGRAM', url: `https://t.me/${'x'.repeat(600)}` }],
      [
        { type: 'TELEGRAM', url: 'https://t.me/a' },
        { type: 'TELEGRAM', url: 'https://t.me/b' },
      ],
    ]) {
      expect(await failure(await put({ links })), JSON.stringify(links)).toMatchObject({
        status: 400,
        code: 'request.invalid',
      });
    }
    expect(await failure(await put({}))).toMatchObject({ status: 400 });
    expect(await memberSees()).toEqual(before);
  });

  it('replaces the links: stored encrypted, seen by members at once, audited with before and after', async () => {
    const links = [
      { type: 'WHATSAPP', url: 'https://wa.me/639179999999' },
      { type: 'TELEGRAM2', url: 'https://t.me/swerte_vip' },
    ];
    const answer = await okValue(await put({ links }), OpsServiceLinksSchema);
    expect(answer.links).toEqual(links);

    // The public config carries ciphertext, never the URL itself, and the cache does not hide the change.
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(JSON.stringify(config.serviceLinks)).not.toContain('swerte_vip');
    expect(await memberSees()).toEqual(links);

    const rows = await h.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'site.serviceLinks'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'ops:maria', target: 'merchant:SWERTE' });
    const details = rows[0]?.details as { before: { type: string }[]; after: unknown };
    expect(details.before.map((l) => l.type)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP']);
    expect(details.after).toEqual(links);
  });

  it('an empty list removes every link (the side panel goes away)', async () => {
    expect(await okValue(await put({ links: [] }), OpsServiceLinksSchema)).toEqual({ links: [] });
    expect(await memberSees()).toEqual([]);
  });

  it('answers 404 for an unknown merchant', async () => {
    const other = { ...auth, Merchant: 'NOPE' };
    expect(await failure(await h.get(PATHS.opsServiceLinks, other))).toMatchObject({
      status: 404,
      code: 'merchant.unknown',
    });
    expect(await failure(await put({ links: [] }, other))).toMatchObject({ status: 404 });
  });
});
