// Operators' liabilities across every campaign kind (GET /ops/campaigns/liabilities): activity seeded in each
// kind (promotions, red rain, missions, referrals, VIP, rebates, the leaderboard) moves exactly its figures, in
// cents: budget, spent, outstanding (issued, not in the wallet yet) and budget left; the ledger reconciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rainGrabs,
  rainSessions,
  rebateClaimLines,
  rebateClaims,
  referralProgrammes,
  referralRewards,
  vipMemberLevels,
} from '../../../server/db/schema.ts';
import { credit } from '../../../server/wallet/ledger.ts';
import type { LedgerReason } from '../../../src/shared/constants/ledger.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type CampaignLiabilities,
  CampaignLiabilitiesSchema,
  MissionOpsSchema,
  OpsLeaderboardSchema,
} from '../../../src/shared/schemas/missions.ts';
import { OpsPromotionSchema, type PromotionInput } from '../../../src/shared/schemas/promotions.ts';
import { OPS_CARLA, playSlots } from '../support/campaign-helpers.ts';
import { newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled, handMadeReference } from '../support/ledger-assert.ts';

const DAY = 86_400_000;

describe.each(databases)('campaign liabilities on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const ops = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: OPS_CARLA,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const liabilities = async () =>
    okValue(await ops('GET', PATHS.opsCampaignLiabilities), CampaignLiabilitiesSchema);
  const pay = (memberId: number, amountCents: number, reason: LedgerReason, reference: string) =>
    db().transaction(async (tx) => {
      const moved = await credit(tx, {
        memberId,
        amountCents,
        reason,
        reference: handMadeReference(reference),
      });
      if (!moved.ok) throw new Error('credit refused');
    });

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('needs the ops token', async () => {
    expect((await h.app.request(PATHS.opsCampaignLiabilities)).status).toBe(401);
  });

  it('every kind answers its budget, spent, outstanding and budget left, in cents', async () => {
    const before = await liabilities();
    expect(before.kinds.map((k) => k.kind)).toEqual([
      'promotions',
      'redRain',
      'missions',
      'referrals',
      'vip',
      'rebates',
      'leaderboard',
    ]);
    const now = h.services.now();
    const [m1, m2, m3] = await Promise.all([1, 2, 3].map(() => newMember(h, { balanceCents: 10_000 })));
    if (!m1 || !m2 || !m3) throw new Error('members');

    // Promotions: a ₱200 budget; one ₱50 reward issued and left unclaimed.
    const promotion: PromotionInput = {
      category: 'new',
      texts: {
        TY: { title: 'Bonus', summary: 'Bonus', termsHtml: '<p>T</p>' },
        EN: { title: 'Bonus', summary: 'Bonus', termsHtml: '<p>T</p>' },
      },
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + DAY).toISOString(),
      budgetCents: 20_000,
      rules: { kind: 'signup', amountCents: 5_000, turnoverMultiplier: 1 },
    };
    const p = await okValue(await ops('POST', PATHS.opsPromotions, promotion), OpsPromotionSchema);
    await okValue(await ops('POST', `${PATHS.opsPromotions}/${p.id}/schedule`), OpsPromotionSchema);
    expect((await m1.send('POST', `${PATHS.promotions}/${p.id}/join`)).status).toBe(200);

    // Red rain: a ₱100 session with one ₱7 grab paid; a cancelled session never pays (left out).
    const [session] = await db()
      .insert(rainSessions)
      .values([
        {
          merchantCode: 'SWERTE',
          startsAt: new Date(now - 60_000),
          endsAt: new Date(now + 60_000),
          budgetCents: 10_000,
          spentCents: 700,
          minGrabCents: 100,
          maxGrabCents: 1_000,
          maxGrabsPerMember: 3,
          createdBy: 'ops:carla',
          createdAt: new Date(now),
        },
        {
          merchantCode: 'SWERTE',
          startsAt: new Date(now + DAY),
          endsAt: new Date(now + DAY + 60_000),
          budgetCents: 99_999,
          minGrabCents: 100,
          maxGrabCents: 1_000,
          maxGrabsPerMember: 3,
          cancelledAt: new Date(now),
          createdBy: 'ops:carla',
          createdAt: new Date(now),
        },
      ])
      .returning({ id: rainSessions.id });
    if (!session) throw new Error('session');
    await db()
      .insert(rainGrabs)
      .values({ sessionId: session.id, memberId: m1.id, seq: 1, amountCents: 700, createdAt: new Date(now) });
    await pay(m1.id, 700, 'bonus.rain', `rain:${session.id}:${m1.id}:1`);

    // Missions: one played and claimed (₱3 of ₱10); a cancelled one is left out.
    const mission = await okValue(
      await ops('POST', PATHS.opsMissions, {
        title: 'One round',
        rule: { kind: 'rounds', count: 1, category: 'INHOUSE' },
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + DAY).toISOString(),
        rewardCents: 300,
        budgetCents: 1_000,
      }),
      MissionOpsSchema,
    );
    const cancelled = await okValue(
      await ops('POST', PATHS.opsMissions, {
        title: 'Cancelled',
        rule: { kind: 'rounds', count: 1 },
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + DAY).toISOString(),
        rewardCents: 300,
        budgetCents: 5_000,
      }),
      MissionOpsSchema,
    );
    await okValue(
      await ops('PATCH', `${PATHS.opsMissions}/${cancelled.id}`, { cancel: true }),
      MissionOpsSchema,
    );
    await playSlots(h, m2, 1, 100, 'liabilities');
    expect((await m2.send('POST', `${PATHS.missions}/${mission.id}/claim`)).status).toBe(200);

    // Referrals: a ₱100 budget, one ₱6 reward paid, one ₱4 reward held (pending).
    await db()
      .insert(referralProgrammes)
      .values({ merchantCode: 'SWERTE', budgetCents: 10_000, spentCents: 600, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: referralProgrammes.merchantCode,
        set: { budgetCents: 10_000, spentCents: 600 },
      });
    await db()
      .insert(referralRewards)
      .values([
        {
          referrerId: m1.id,
          friendId: m2.id,
          kind: 'deposit',
          amountCents: 600,
          status: 'paid',
          qualifiedAt: new Date(now),
          paidAt: new Date(now),
        },
        {
          referrerId: m1.id,
          friendId: m3.id,
          kind: 'deposit',
          amountCents: 400,
          status: 'pending',
          qualifiedAt: new Date(now),
        },
      ]);
    await pay(m1.id, 600, 'bonus.referral', `referral:deposit:${m2.id}`);

    // VIP: one ₱10 level-up bonus paid, one ₱20 held.
    await db()
      .insert(vipMemberLevels)
      .values([
        {
          memberId: m3.id,
          rank: 1,
          levelName: 'Bronze',
          reachedAt: new Date(now),
          bonusCents: 1_000,
          bonusStatus: 'paid',
          paidAt: new Date(now),
        },
        {
          memberId: m3.id,
          rank: 2,
          levelName: 'Silver',
          reachedAt: new Date(now),
          bonusCents: 2_000,
          bonusStatus: 'pending',
        },
      ]);
    await pay(m3.id, 1_000, 'bonus.vip', `vip:${m3.id}:1`);

    // Rebates: one ₱2.50 claim.
    const [claim] = await db()
      .insert(rebateClaims)
      .values({
        memberId: m3.id,
        requestId: 'r1',
        watermark: 1,
        amountCents: 250,
        reference: `rebate:${m3.id}:1`,
        createdAt: new Date(now),
      })
      .returning({ id: rebateClaims.id });
    if (!claim) throw new Error('claim');
    await db().insert(rebateClaimLines).values({
      claimId: claim.id,
      category: 'INHOUSE',
      turnoverCents: 25_000,
      rateBp: 100,
      amountCents: 250,
      carryCents: 0,
    });
    await pay(m3.id, 250, 'rebate.claim', `rebate:${m3.id}:1`);

    // The leaderboard: a ₱90 budget, nothing settled yet.
    await okValue(
      await ops('PUT', PATHS.opsLeaderboard, {
        periodKind: 'week',
        prizes: [5_000, 2_000],
        budgetCents: 9_000,
      }),
      OpsLeaderboardSchema,
    );

    const after = await liabilities();
    const delta = (k: CampaignLiabilities['kinds'][number]['kind']) => {
      const a = after.kinds.find((x) => x.kind === k);
      const b = before.kinds.find((x) => x.kind === k);
      if (!a || !b) throw new Error(k);
      const d = (x: number | null, y: number | null) => (x === null ? null : x - (y ?? 0));
      return {
        budget: d(a.budgetCents, b.budgetCents),
        spent: a.spentCents - b.spentCents,
        outstanding: a.outstandingCents - b.outstandingCents,
        left: d(a.budgetLeftCents, b.budgetLeftCents),
      };
    };
    expect(delta('promotions')).toEqual({ budget: 20_000, spent: 5_000, outstanding: 5_000, left: 15_000 });
    expect(delta('redRain')).toEqual({ budget: 10_000, spent: 700, outstanding: 0, left: 9_300 });
    expect(delta('missions')).toEqual({ budget: 1_000, spent: 300, outstanding: 0, left: 700 });
    expect(delta('referrals')).toEqual({ budget: 10_000, spent: 600, outstanding: 400, left: 9_400 });
    expect(delta('vip')).toEqual({ budget: null, spent: 1_000, outstanding: 2_000, left: null });
    expect(delta('rebates')).toEqual({ budget: null, spent: 250, outstanding: 0, left: null });
    expect(delta('leaderboard')).toEqual({ budget: 9_000, spent: 0, outstanding: 0, left: 9_000 });
    const sum = (f: (k: CampaignLiabilities['kinds'][number]) => number | null) =>
      after.kinds.reduce((n, k) => n + (f(k) ?? 0), 0);
    expect(after.totals).toEqual({
      budgetCents: sum((k) => k.budgetCents),
      spentCents: sum((k) => k.spentCents),
      outstandingCents: sum((k) => k.outstandingCents),
      budgetLeftCents: sum((k) => k.budgetLeftCents),
    });
    for (const k of after.kinds)
      for (const n of Object.values(k)) if (typeof n === 'number') expect(Number.isInteger(n)).toBe(true);
  });
});
