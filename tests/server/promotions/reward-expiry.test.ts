// Expired rewards give their budget back (server/promotions/expiry.ts): once, by the job, with the
// reconciliation still holding; and against claims at the very moment of expiry, each reward is either
// claimed (and credited) or expired (and its amount back in the budget), never both.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, rewards, walletLedger } from '../../../server/db/schema.ts';
import { expireRewardBatch, expireRewards, RewardExpiryJob } from '../../../server/promotions/expiry.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { PROMOTION_CODES } from '../../../src/shared/errors/promotion.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { CampaignLiabilitiesSchema } from '../../../src/shared/schemas/missions.ts';
import {
  OpsPromotionSchema,
  PromotionDetailSchema,
  type PromotionInput,
} from '../../../src/shared/schemas/promotions.ts';
import { OPS_CARLA } from '../support/campaign-helpers.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, failure, type Harness, okValue } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { closeReconciled, expectLedgerClean } from '../support/ledger-assert.ts';

const DAY = 86_400_000;
const AMOUNT = 5_000;

describe.each(databases)('reward expiry on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const jobs: RewardExpiryJob[] = [];
  const opsSend = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: OPS_CARLA,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A live signup promotion of `budgetCents`: joining issues a ₱50 reward to the reward centre. */
  async function live(budgetCents: number) {
    const input: PromotionInput = {
      category: 'new',
      texts: {
        TY: { title: 'Bagong miyembro', summary: 'Bonus', termsHtml: '<p>Tuntunin</p>' },
        EN: { title: 'New member', summary: 'Bonus', termsHtml: '<p>Terms</p>' },
      },
      startsAt: new Date(h.services.now() - 60_000).toISOString(),
      endsAt: new Date(h.services.now() + 30 * DAY).toISOString(),
      budgetCents,
      rules: { kind: 'signup', amountCents: AMOUNT, turnoverMultiplier: 1 },
    };
    const p = await okValue(await opsSend('POST', PATHS.opsPromotions, input), OpsPromotionSchema);
    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${p.id}/schedule`), OpsPromotionSchema);
    return p;
  }
  const join = async (m: CashierMember, id: number) => {
    const joined = await okValue(
      await m.send('POST', `${PATHS.promotions}/${id}/join`),
      PromotionDetailSchema,
    );
    if (joined.rewardId === null) throw new Error('no reward issued');
    return joined.rewardId;
  };
  const claim = (m: CashierMember, rewardId: number) => m.send('POST', `${PATHS.rewards}/${rewardId}/claim`);
  const spentOf = async (id: number) =>
    (await db().select().from(promotions).where(eq(promotions.id, id)))[0]?.spentCents;

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(jobs.map((j) => j.stop()));
    await closeReconciled(h);
  });

  it('an unclaimed reward past its expiry gives its amount back to the budget once; claiming it is refused', async () => {
    const p = await live(3 * AMOUNT);
    const [m1, m2] = await Promise.all([newMember(h), newMember(h)]);
    const r1 = await join(m1 as CashierMember, p.id);
    const r2 = await join(m2 as CashierMember, p.id);
    expect(await spentOf(p.id)).toBe(2 * AMOUNT);
    // r1's expiry passes (the sessions' clock stays: the expiry moves back instead); r2 is still good.
    await db()
      .update(rewards)
      .set({ expiresAt: new Date(h.services.now() - 1_000) })
      .where(eq(rewards.id, r1));

    const now = h.services.now();
    expect(await expireRewards(db(), now)).toEqual({ count: 1, cents: AMOUNT });
    expect(await expireRewards(db(), now)).toEqual({ count: 0, cents: 0 });
    expect(await spentOf(p.id)).toBe(AMOUNT);
    const rows = await db()
      .select()
      .from(rewards)
      .where(inArray(rewards.id, [r1, r2]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [r1]: 'expired',
      [r2]: 'unclaimed',
    });
    expect((await failure(await claim(m1 as CashierMember, r1))).code).toBe(PROMOTION_CODES.rewardExpired);
    expect(await balanceOf(db(), (m1 as CashierMember).id)).toBe(0);
    // The budget given back pays another member.
    const m3 = await newMember(h);
    await join(m3, p.id);
    expect(await spentOf(p.id)).toBe(2 * AMOUNT);
    const liabilities = await okValue(
      await opsSend('GET', PATHS.opsCampaignLiabilities),
      CampaignLiabilitiesSchema,
    );
    expect(liabilities.kinds.find((k) => k.kind === 'promotions')?.spentCents).toBeGreaterThanOrEqual(
      2 * AMOUNT,
    );
    await expectLedgerClean(h);
  });

  it('claims at the moment of expiry racing the expiry job: each reward is paid or given back, never both', async () => {
    const n = 30;
    const p = await live(n * AMOUNT);
    const crowd = await Promise.all(Array.from({ length: n }, () => newMember(h)));
    const ids = await Promise.all(crowd.map((m) => join(m, p.id)));
    // The members' clock is just before the expiry, the job's just after: whichever takes the row first wins.
    const expiry = h.services.now() + 60_000;
    await db()
      .update(rewards)
      .set({ expiresAt: new Date(expiry) })
      .where(inArray(rewards.id, ids));
    const answers = await Promise.all([
      ...crowd.map((m, i) => claim(m, ids[i] as number)),
      ...Array.from({ length: 4 }, () => expireRewardBatch(db(), expiry + 1, 5)),
    ]);
    const claims = answers.slice(0, n) as Response[];
    // What a batch skipped (locked by a claim that then lost it) goes on the next run.
    await expireRewards(db(), expiry + 1);

    const rows = await db().select().from(rewards).where(inArray(rewards.id, ids));
    const claimed = rows.filter((r) => r.status === 'claimed');
    const expired = rows.filter((r) => r.status === 'expired');
    expect(claimed.length + expired.length).toBe(n);
    expect(claims.filter((r) => r.status === 200)).toHaveLength(claimed.length);
    for (const r of claims.filter((r) => r.status !== 200))
      expect((await failure(r)).code).toBe(PROMOTION_CODES.rewardExpired);
    expect(await spentOf(p.id)).toBe(claimed.length * AMOUNT);
    const credits = await db()
      .select()
      .from(walletLedger)
      .where(
        inArray(
          walletLedger.reference,
          ids.map((id) => `bonus:claim:${id}`),
        ),
      );
    expect(credits.map((e) => e.reference).sort()).toEqual(claimed.map((r) => `bonus:claim:${r.id}`).sort());
    const balances = await Promise.all(crowd.map((m) => balanceOf(db(), m.id)));
    expect(balances.reduce((s, b) => (s ?? 0) + (b ?? 0), 0)).toBe(claimed.length * AMOUNT);
    await expectLedgerClean(h);
  });

  // Leadership needs PostgreSQL's advisory locks across connections.
  if (kind === 'postgres')
    it('two leaders at once: one runs the expiry', async () => {
      const p = await live(AMOUNT);
      const m = await newMember(h);
      const id = await join(m, p.id);
      await db()
        .update(rewards)
        .set({ expiresAt: new Date(h.services.now() - 1) })
        .where(eq(rewards.id, id));
      await leaderPair(() => new RewardExpiryJob({ db: db(), now: h.services.now }), jobs);
      expect(await spentOf(p.id)).toBe(0);
      await expectLedgerClean(h);
    });
});
