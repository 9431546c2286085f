// Texts operators write reach each player in their language (issue 33): a mission's title, a payment
// channel's name and a VIP level's notes are kept in English with a Filipino version; Filipino players (the
// default language) read it, English players the English, and a text with no Filipino version reads the
// same for both. The seed writes both for its own.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { ChannelSchema, OpsChannelSchema } from '../../../src/shared/schemas/deposits.ts';
import { MissionListSchema, MissionOpsSchema } from '../../../src/shared/schemas/missions.ts';
import { VipStatusSchema } from '../../../src/shared/schemas/vip.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { studioPlayer } from '../support/studio-client.ts';

const ops = {
  Authorization: `Bearer ${TEST_OPS_TOKEN}`,
  'X-Operator': 'lea',
  'Content-Type': 'application/json',
};
const DAY = 86_400_000;

const BannersSchema = v.array(v.object({ url: v.string(), title: v.string() }));

describe.each(databases)("operators' texts in the player's language ($kind)", ({ kind }) => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  beforeAll(async () => {
    h = await createHarness(kind);
    p = await studioPlayer(h);
  }, 60_000);
  afterAll(() => h?.close());

  const read = async <T extends v.GenericSchema>(
    path: string,
    language: 'TY' | 'EN',
    schema: T,
  ): Promise<v.InferOutput<T>> =>
    okValue(await p.client.get(`${path}?language=${language}`, p.token), schema);
  const opsPost = (path: string, body: unknown) =>
    h.app.request(path, { method: 'POST', headers: ops, body: JSON.stringify(body) });

  it("a mission's title: Filipino for TY, English for EN, the English for both when it has no Filipino", async () => {
    const now = h.services.now();
    const mission = (title: string, titleTy?: string) => ({
      title,
      ...(titleTy ? { titleTy } : {}),
      rule: { kind: 'rounds', count: 5 },
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + DAY).toISOString(),
      rewardCents: 1_000,
      budgetCents: 100_000,
    });
    const both = await okValue(
      await opsPost(PATHS.opsMissions, mission('Spin 5 times', 'Mag-spin nang 5 beses')),
      MissionOpsSchema,
    );
    expect(both.titleTy).toBe('Mag-spin nang 5 beses');
    await okValue(await opsPost(PATHS.opsMissions, mission('Weekend rush')), MissionOpsSchema);
    const titles = async (language: 'TY' | 'EN') =>
      (await read(PATHS.missions, language, MissionListSchema)).list.map((m) => m.title);
    expect(await titles('TY')).toEqual(
      expect.arrayContaining([
        'Mag-spin nang 5 beses',
        'Weekend rush',
        'Maglaro ng 3 round sa Swerte Studio',
      ]),
    );
    expect(await titles('EN')).toEqual(
      expect.arrayContaining(['Spin 5 times', 'Weekend rush', 'Play 3 Swerte Studio rounds']),
    );
    expect(await titles('EN')).not.toContain('Mag-spin nang 5 beses');
  });

  it("a payment channel's name, and the operators' view of both", async () => {
    const made = await okValue(
      await opsPost(PATHS.opsPaymentChannels, {
        kind: 'manual_bank',
        name: 'Metrobank transfer',
        nameTy: 'Bank transfer sa Metrobank',
        accountName: 'Swerte Gaming Inc.',
        accountNumber: '1234-5678',
        bankName: 'Metrobank',
        minCents: 10_000,
        maxCents: 100_000,
        sort: 10,
      }),
      OpsChannelSchema,
    );
    expect(made).toMatchObject({ name: 'Metrobank transfer', nameTy: 'Bank transfer sa Metrobank' });
    const names = async (language: 'TY' | 'EN') =>
      (await read(PATHS.depositChannels, language, v.array(ChannelSchema))).map((c) => c.name);
    expect(await names('TY')).toEqual([
      'Bank transfer sa BDO',
      'GCash',
      'Online na bayad (sandbox)',
      'Bank transfer sa Metrobank',
    ]);
    expect(await names('EN')).toEqual([
      'BDO bank transfer',
      'GCash',
      'Online payment (sandbox)',
      'Metrobank transfer',
    ]);
  });

  it("a VIP level's notes; its name where the operator wrote one", async () => {
    const ty = await read(PATHS.vip, 'TY', VipStatusSchema);
    const en = await read(PATHS.vip, 'EN', VipStatusSchema);
    expect(ty.levels[0]?.rebateNote).toBe('Parehong rate sa bawat antas');
    expect(en.levels[0]?.rebateNote).toBe('Same rates at every level');
    expect(ty.levels[0]?.withdrawalNote).toMatch(/bawat withdrawal/);
    expect(en.levels.map((l) => l.name)).toEqual(ty.levels.map((l) => l.name));
    // Members get their language's texts only.
    expect(JSON.stringify(ty)).not.toContain('"ty"');
  });

  it("a banner's picture: the Filipino words for TY, drawn by the CDN", async () => {
    const urls = async (language: 'TY' | 'EN') =>
      (
        await okValue(await h.get(`${PATHS.banners}?groupName=m_home&language=${language}`), BannersSchema)
      ).map((b) => b.url);
    expect(await urls('TY')).toContain('/banners/fil/deposit-bonus.svg');
    expect(await urls('EN')).toContain('/banners/deposit-bonus.svg');
    const drawn = await h.get('/cdn/a/banners/fil/deposit-bonus.svg');
    expect(drawn.status).toBe(200);
    expect(await drawn.text()).toContain('Bonus sa Deposito');
  });
});
