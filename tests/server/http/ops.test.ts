import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import { StoredSiteConfigSchema } from '../../../src/shared/schemas/ops-config.ts';
import { LocationSchema, SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

const auth = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

describe.each(databases)('operator API and site gates on $kind', ({ kind }) => {
  let h: Harness;
  const patch = (body: unknown, headers: Record<string, string> = auth) =>
    h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('refuses an oversized operator body unread: 413 with a code', async () => {
    const huge = JSON.stringify({ maintenance: { messages: { EN: 'x'.repeat(300 * 1024) } } });
    expect(await failure(await patch(huge))).toMatchObject({ status: 413, code: 'request.invalid' });
  });

  it('refuses requests without the right bearer token with a 401 envelope', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: TEST_OPS_TOKEN },
    ];
    for (const headers of attempts) {
      expect(await failure(await h.get(PATHS.opsConfig, headers))).toMatchObject({
        status: 401,
        code: 'ops.unauthorized',
      });
    }
    expect(await failure(await patch({ maintenance: { enabled: true } }, {}))).toMatchObject({ status: 401 });
    expect(await failure(await h.get(PATHS.opsOutbox))).toMatchObject({ status: 401 });
  });

  it('shows the stored config', async () => {
    const stored = await okValue(await h.get(PATHS.opsConfig, auth), StoredSiteConfigSchema);
    expect(stored.merchantCode).toBe('SWERTE');
    expect(stored.maintenance.messages.TY).toBeTruthy();
  });

  it('rejects a bad patch with 400 and leaves the config alone', async () => {
    for (const body of [
      '{not json',
      { maintenance: { enabled: 'yes' } },
      { unknownKey: 1 },
      { regionRestriction: { allowedCountries: ['ph'] } },
    ]) {
      expect(await failure(await patch(body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'request.invalid',
      });
    }
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(config.maintenance.enabled).toBe(false);
  });

  it('deep-merges a patch: switches, template and a removed download link', async () => {
    const next = await okValue(
      await patch({
        switches: { DIRECTREG3: false },
        mobileTemplate: { dep_func: '1' },
        downloads: { android: null },
      }),
      StoredSiteConfigSchema,
    );
    expect(next.switches.DIRECTREG3).toBe(false);
    expect(next.switches.USERNAMEREG3).toBe(true);
    expect(next.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(next.downloads.android).toBeUndefined();
    expect(next.downloads.ios).toMatch(/^https:/);
    const config = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(config.switches.DIRECTREG3).toBe(false);
    expect(config.downloads.android).toBeUndefined();
    await okValue(
      await patch({ switches: { DIRECTREG3: true }, mobileTemplate: { dep_func: '0' } }),
      StoredSiteConfigSchema,
    );
  });

  it('maintenance: every platform call but site config and location answers 503 with the message', async () => {
    await okValue(
      await patch({ maintenance: { enabled: true, message: 'Back at 14:00 PHT' } }),
      StoredSiteConfigSchema,
    );
    const config = await okValue(await h.get(PATHS.siteConfig, { Language: 'EN' }), SiteConfigSchema);
    expect(config.maintenance).toEqual({ enabled: true, message: 'Back at 14:00 PHT' });
    await okValue(await h.get(PATHS.location), LocationSchema);
    for (const path of [
      `${PATHS.gameTypes}?merchant=SWERTE`,
      PATHS.hotMatches,
      `${PATHS.announcements}?types=B`,
      PATHS.helpCenter,
    ]) {
      expect(await failure(await h.get(path)), path).toEqual({
        status: 503,
        code: 'system.maintenance',
        message: 'Back at 14:00 PHT',
      });
    }
  });

  it('maintenance wins over region restriction; region alone answers 403 outside the allowed countries', async () => {
    await okValue(
      await patch({ regionRestriction: { enabled: true, allowedCountries: ['SG'] } }),
      StoredSiteConfigSchema,
    );
    expect(await failure(await h.get(PATHS.hotMatches))).toMatchObject({ status: 503 });

    await okValue(await patch({ maintenance: { enabled: false } }), StoredSiteConfigSchema);
    // Loopback counts as PH, which is not allowed.
    expect(await failure(await h.get(PATHS.hotMatches))).toMatchObject({
      status: 403,
      code: 'access.restricted',
    });
    await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    await okValue(await h.get(PATHS.location), LocationSchema);

    await okValue(
      await patch({ regionRestriction: { allowedCountries: ['SG', 'US'] } }),
      StoredSiteConfigSchema,
    );
    const fromUs = await h.get(PATHS.hotMatches, { 'X-Forwarded-For': '8.8.8.8' });
    expect(fromUs.status).toBe(200);

    // IPv6 clients get their real country: a Japanese address is refused, a Philippine one let in.
    await okValue(await patch({ regionRestriction: { allowedCountries: ['PH'] } }), StoredSiteConfigSchema);
    expect(await failure(await h.get(PATHS.hotMatches, { 'X-Forwarded-For': '2400:4050::1' }))).toMatchObject(
      {
        status: 403,
        code: 'access.restricted',
      },
    );
    expect((await h.get(PATHS.hotMatches, { 'X-Forwarded-For': '2001:4450::1' })).status).toBe(200);

    await okValue(await patch({ regionRestriction: { enabled: false } }), StoredSiteConfigSchema);
    expect((await h.get(PATHS.hotMatches)).status).toBe(200);
  });

  it('lists the outbox (empty at first), newest first and filtered', async () => {
    const empty = await okValue(await h.get(PATHS.opsOutbox, auth), v.array(OutboxMessageSchema));
    expect(empty).toEqual([]);
    await h.services.providers.sms.send({ to: '+639171234567', body: 'Your code is 123456' });
    await h.services.providers.email.send({
      to: 'demo@example.com',
      subject: 'Password reset',
      body: 'Reset link',
    });
    const all = await okValue(await h.get(PATHS.opsOutbox, auth), v.array(OutboxMessageSchema));
    expect(all.map((m) => m.channel)).toEqual(['email', 'sms']);
    const sms = await okValue(
      await h.get(`${PATHS.opsOutbox}?channel=sms`, auth),
      v.array(OutboxMessageSchema),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ recipient: '+639171234567', subject: null, body: 'Your code is 123456' });
    const byRecipient = await okValue(
      await h.get(`${PATHS.opsOutbox}?recipient=demo@example.com`, auth),
      v.array(OutboxMessageSchema),
    );
    expect(byRecipient[0]?.subject).toBe('Password reset');
    expect(await failure(await h.get(`${PATHS.opsOutbox}?channel=fax`, auth))).toMatchObject({ status: 400 });
  });
});
