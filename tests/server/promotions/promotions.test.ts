// Promotions and the reward centre: the operators' lifecycle, sanitised terms, applications with images,
// the state machine as members see it, and the money: a reward spends the budget when issued (never past
// it, 200 at once) and is credited once when claimed (200 claims at once), ending with the ledger
// reconciliation.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberExclusions, opsAudit, promotions, rewards, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PROMOTION_CODES } from '../../../src/shared/errors/promotion.ts';
import { EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  LiabilitiesSchema,
  OpsApplicationPageSchema,
  OpsPromotionListSchema,
  OpsPromotionSchema,
  PromotionDetailSchema,
  type PromotionInput,
  PromotionListSchema,
  RewardClaimSchema,
  RewardCountSchema,
  RewardPageSchema,
} from '../../../src/shared/schemas/promotions.ts';
import { failed } from '../support/auth-client.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 73, 68, 65, 84, 1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 73, 69, 78, 68, 0, 0,
  0, 0,
]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const DAY = 86_400_000;

describe.each(databases)('promotions ($kind)', ({ kind }) => {
  let h: Harness;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'maria' };
  const opsSend = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: { ...ops, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const input = (rules: PromotionInput['rules'], over: Partial<PromotionInput> = {}): PromotionInput => ({
    category: 'new',
    texts: {
      TY: { title: 'Bagong miyembro', summary: 'Bonus sa pagsali', termsHtml: '<p>Mga tuntunin</p>' },
      EN: { title: 'New member', summary: 'A bonus for joining', termsHtml: '<p>Terms</p>' },
    },
    bannerUrl: '/cdn/a/banner.png',
    startsAt: new Date(h.services.now() - 60_000).toISOString(),
    endsAt: new Date(h.services.now() + 30 * DAY).toISOString(),
    budgetCents: 1_000_000,
    rules,
    ...over,
  });
  const signup = { kind: 'signup', amountCents: 5000, turnoverMultiplier: 3 } as const;

  /** A draft created and scheduled: live from now. */
  async function live(rules: PromotionInput['rules'], over: Partial<PromotionInput> = {}) {
    const p = await okValue(
      await opsSend('POST', PATHS.opsPromotions, input(rules, over)),
      OpsPromotionSchema,
    );
    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${p.id}/schedule`), OpsPromotionSchema);
    return p;
  }
  const join = (m: CashierMember, id: number) => m.send('POST', `${PATHS.promotions}/${id}/join`);
  const detail = (m: CashierMember, id: number) =>
    m.get(`${PATHS.promotions}/${id}`).then((r) => okValue(r, PromotionDetailSchema));
  const claim = (m: CashierMember, id: number) => m.send('POST', `${PATHS.rewards}/${id}/claim`);
  const unclaimed = (m: CashierMember) =>
    m.get(`${PATHS.rewards}?tab=unclaimed`).then((r) => okValue(r, RewardPageSchema));
  const apply = (
    m: CashierMember,
    id: number,
    comment: string,
    images: [Uint8Array, string, string][] = [],
  ) => {
    const f = new FormData();
    f.append('comment', comment);
    for (const [bytes, name, type] of images) f.append('image', new Blob([bytes], { type }), name);
    return h.app.request(`${PATHS.promotions}/${id}/apply`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.9', [HEADERS.token]: m.token },
      body: f,
    });
  };
  const exclude = (m: CashierMember) => {
    const now = h.services.now();
    return h.database.db.insert(memberExclusions).values({
      memberId: m.id,
      merchantCode: 'SWERTE',
      kind: 'timeout',
      period: '24h',
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + DAY),
      createdAt: new Date(now - 1000),
    });
  };

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('a draft is the operators’ only; scheduled it is listed with Join; joining issues a reward the member claims once', async () => {
    const draft = await okValue(
      await opsSend('POST', PATHS.opsPromotions, input(signup)),
      OpsPromotionSchema,
    );
    expect(draft).toMatchObject({ status: 'draft', kind: 'signup', spentCents: 0 });
    const m = await newMember(h);
    const listed = async () =>
      (await okValue(await m.get(PATHS.promotions), PromotionListSchema)).list.find((p) => p.id === draft.id);
    expect(await listed()).toBeUndefined();
    expect(await failed(await m.get(`${PATHS.promotions}/${draft.id}`))).toMatchObject({
      status: 404,
      code: PROMOTION_CODES.unknown,
    });

    // A draft changes; scheduled, it no longer does.
    const changed = await okValue(
      await opsSend('PUT', `${PATHS.opsPromotions}/${draft.id}`, input(signup, { budgetCents: 20_000 })),
      OpsPromotionSchema,
    );
    expect(changed.budgetCents).toBe(20_000);
    expect(
      await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${draft.id}/schedule`), OpsPromotionSchema),
    ).toMatchObject({ status: 'live' });
    expect(
      await failed(await opsSend('PUT', `${PATHS.opsPromotions}/${draft.id}`, input(signup))),
    ).toMatchObject({ status: 409, code: PROMOTION_CODES.stateInvalid });

    // Visitors and members see it with Join (state open), in the member's language (TY by default).
    const visitor = await okValue(await h.get(`${PATHS.promotions}?category=new`), PromotionListSchema);
    expect(visitor.list.find((p) => p.id === draft.id)).toMatchObject({
      state: 'open',
      title: 'Bagong miyembro',
      rewardCents: 5000,
      turnoverMultiplier: 3,
    });
    expect(
      (await okValue(await h.get(`${PATHS.promotions}?category=vip`), PromotionListSchema)).list.some(
        (p) => p.id === draft.id,
      ),
    ).toBe(false);
    expect(await listed()).toMatchObject({ state: 'open' });

    // Paused: nobody joins.
    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${draft.id}/pause`), OpsPromotionSchema);
    expect(await failed(await join(m, draft.id))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.notLive,
    });
    expect((await detail(m, draft.id)).state).toBe('closed');
    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${draft.id}/schedule`), OpsPromotionSchema);

    const joined = await okValue(await join(m, draft.id), PromotionDetailSchema);
    expect(joined.state).toBe('claimable');
    expect(joined.rewardId).not.toBeNull();
    expect(await failed(await join(m, draft.id))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.stateInvalid,
    });
    expect(await okValue(await m.get(PATHS.rewardCount), RewardCountSchema)).toEqual({ unclaimed: 1 });
    const [reward] = (await unclaimed(m)).list;
    expect(reward).toMatchObject({ amountCents: 5000, turnoverCents: 15_000, status: 'unclaimed' });
    expect(Date.parse(reward?.expiresAt ?? '')).toBeGreaterThan(h.services.now() + 6 * DAY);

    const before = (await balanceOf(h.database.db, m.id)) ?? 0;
    const claimed = await okValue(await claim(m, reward?.id ?? 0), RewardClaimSchema);
    expect(claimed).toMatchObject({
      replayed: false,
      balanceCents: before + 5000,
      reward: { status: 'claimed' },
    });
    expect(await okValue(await claim(m, reward?.id ?? 0), RewardClaimSchema)).toMatchObject({
      replayed: true,
      balanceCents: before + 5000,
    });
    expect(await balanceOf(h.database.db, m.id)).toBe(before + 5000);
    expect(await okValue(await m.get(PATHS.rewardCount), RewardCountSchema)).toEqual({ unclaimed: 0 });
    const history = await okValue(await m.get(`${PATHS.rewards}?tab=history`), RewardPageSchema);
    expect(history.list).toMatchObject([{ id: reward?.id, status: 'claimed' }]);
    expect((await detail(m, draft.id)).state).toBe('claimed');
    const [entry] = await h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `bonus:claim:${reward?.id}`));
    expect(entry).toMatchObject({ memberId: m.id, amountCents: 5000, reason: 'bonus.claim' });

    // Another member's reward is unknown to this one.
    const other = await newMember(h);
    expect(await failed(await claim(other, reward?.id ?? 0))).toMatchObject({
      status: 404,
      code: PROMOTION_CODES.rewardUnknown,
    });

    await okValue(await opsSend('POST', `${PATHS.opsPromotions}/${draft.id}/end`), OpsPromotionSchema);
    expect(await failed(await opsSend('POST', `${PATHS.opsPromotions}/${draft.id}/pause`))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.stateInvalid,
    });
    const actions = await h.database.db
      .select({ action: opsAudit.action, actor: opsAudit.actor })
      .from(opsAudit)
      .where(eq(opsAudit.target, `promotion:${draft.id}`));
    expect(actions.map((a) => a.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.schedule',
      'promotion.pause',
      'promotion.schedule',
      'promotion.end',
    ]);
    expect(actions.every((a) => a.actor === 'ops:maria')).toBe(true);
    const all = await okValue(await opsSend('GET', PATHS.opsPromotions), OpsPromotionListSchema);
    expect(all.list.find((p) => p.id === draft.id)).toMatchObject({ status: 'ended', spentCents: 5000 });
  });

  it('a promotion not started yet is coming soon and cannot be joined', async () => {
    const later = await live(signup, { startsAt: new Date(h.services.now() + DAY).toISOString() });
    const m = await newMember(h);
    expect((await detail(m, later.id)).state).toBe('coming_soon');
    expect(await failed(await join(m, later.id))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.notLive,
    });
  });

  it('sanitises the terms HTML when stored and when served', async () => {
    const dirty =
      '<p onclick="steal()">Win <b>big</b></p><script>alert(1)</script><img src="javascript:x" onerror="y">';
    const p = await live(signup, {
      texts: {
        TY: { title: 'T', summary: '', termsHtml: dirty },
        EN: { title: 'T', summary: '', termsHtml: dirty },
      },
    });
    const [row] = await h.database.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.texts.TY.termsHtml).toBe('<p>Win <b>big</b></p><img />');
    // A row written around the check (an old import) is cleaned on the way out too.
    await h.database.db
      .update(promotions)
      .set({
        texts: {
          TY: { title: 'T', summary: '', termsHtml: dirty },
          EN: { title: 'T', summary: '', termsHtml: dirty },
        },
      })
      .where(eq(promotions.id, p.id));
    const shown = await okValue(await h.get(`${PATHS.promotions}/${p.id}`), PromotionDetailSchema);
    expect(shown.termsHtml).toBe('<p>Win <b>big</b></p><img />');
    expect(shown.termsHtml).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it('validates the rules by kind', async () => {
    const bad = [
      { kind: 'deposit', percent: 0, capCents: 100, turnoverMultiplier: 1, minDepositCents: 100 },
      { kind: 'deposit', percent: 50, capCents: 100, turnoverMultiplier: 1 },
      { kind: 'signup', amountCents: 12.5, turnoverMultiplier: 1 },
      { kind: 'manual', amountCents: 100, turnoverMultiplier: 1, bonus: 'extra' },
      { kind: 'lottery', amountCents: 100, turnoverMultiplier: 1 },
    ];
    for (const rules of bad)
      expect(await failed(await opsSend('POST', PATHS.opsPromotions, input(rules as never)))).toMatchObject({
        status: 400,
        code: CODES.invalidRequest,
      });
    const deposit = await okValue(
      await opsSend(
        'POST',
        PATHS.opsPromotions,
        input({
          kind: 'deposit',
          percent: 100,
          capCents: 50_000,
          turnoverMultiplier: 10,
          minDepositCents: 10_000,
        }),
      ),
      OpsPromotionSchema,
    );
    expect(deposit).toMatchObject({ kind: 'deposit', rules: { percent: 100, capCents: 50_000 } });
    expect(
      await failed(
        await opsSend('POST', PATHS.opsPromotions, input(signup, { endsAt: new Date(0).toISOString() })),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('applications: images checked by bytes, size and count; rejected with a reason; approved → reward → claim', async () => {
    const p = await live({
      kind: 'manual',
      amountCents: 20_000,
      turnoverMultiplier: 1,
      commentRequired: true,
      identityRequired: false,
    });
    const m = await newMember(h);
    expect(await failed(await apply(m, p.id, 'my ticket', [[EXE, 'ticket.png', 'image/png']]))).toMatchObject(
      {
        status: 400,
        code: PROMOTION_CODES.imageInvalid,
      },
    );
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    expect(await failed(await apply(m, p.id, 'my ticket', [[big, 'big.png', 'image/png']]))).toMatchObject({
      status: 413,
      code: PROMOTION_CODES.imageTooLarge,
    });
    const four = Array.from(
      { length: 4 },
      (_, i) => [PNG, `${i}.png`, 'image/png'] as [Uint8Array, string, string],
    );
    expect(await failed(await apply(m, p.id, 'my ticket', four))).toMatchObject({
      status: 400,
      code: PROMOTION_CODES.tooManyImages,
    });
    expect(await failed(await apply(m, p.id, 'x'.repeat(141)))).toMatchObject({
      status: 400,
      code: PROMOTION_CODES.commentInvalid,
    });
    expect(await failed(await apply(m, p.id, '   '))).toMatchObject({
      status: 400,
      code: PROMOTION_CODES.commentInvalid,
    });
    // Nothing was kept of the refused ones.
    expect((await detail(m, p.id)).state).toBe('open');

    const applied = await okValue(
      await apply(m, p.id, 'Ticket #123', [
        [PNG, 'a.png', 'image/png'],
        [PNG, 'b.png', 'image/png'],
      ]),
      PromotionDetailSchema,
    );
    expect(applied.state).toBe('applying');
    expect(await failed(await apply(m, p.id, 'again'))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.stateInvalid,
    });
    const other = await newMember(h);
    await okValue(await apply(other, p.id, 'Me too'), PromotionDetailSchema);

    const queue = await okValue(
      await opsSend('GET', `${PATHS.opsPromotionApplications}?promotionId=${p.id}&state=applying`),
      OpsApplicationPageSchema,
    );
    const mine = queue.list.find((a) => a.memberId === m.id);
    const theirs = queue.list.find((a) => a.memberId === other.id);
    expect(mine).toMatchObject({ comment: 'Ticket #123', imageCount: 2, account: m.account });
    const image = await h.app.request(`${PATHS.opsPromotionApplications}/${mine?.id}/images/1`, {
      headers: ops,
    });
    expect(image.headers.get('content-type')).toBe('image/png');

    await okValue(
      await opsSend('POST', `${PATHS.opsPromotionApplications}/${theirs?.id}/reject`, {
        reason: 'Ticket not found',
      }),
      v.object({ id: v.number() }),
    );
    expect(await detail(other, p.id)).toMatchObject({ state: 'rejected', rejectReason: 'Ticket not found' });

    await okValue(
      await opsSend('POST', `${PATHS.opsPromotionApplications}/${mine?.id}/approve`),
      v.object({ id: v.number() }),
    );
    // Of two decisions, the second finds it decided.
    expect(
      await failed(
        await opsSend('POST', `${PATHS.opsPromotionApplications}/${mine?.id}/reject`, { reason: 'no' }),
      ),
    ).toMatchObject({ status: 409, code: PROMOTION_CODES.applicationClosed });
    const after = await detail(m, p.id);
    expect(after.state).toBe('claimable');
    const before = (await balanceOf(h.database.db, m.id)) ?? 0;
    await okValue(await claim(m, after.rewardId ?? 0), RewardClaimSchema);
    expect(await balanceOf(h.database.db, m.id)).toBe(before + 20_000);
    const audits = await h.database.db
      .select({ action: opsAudit.action })
      .from(opsAudit)
      .where(eq(opsAudit.target, `promotion_entry:${mine?.id}`));
    expect(audits.map((a) => a.action)).toEqual(['promotion.approve']);
  });

  it('identity verification first: the application is in Process until an operator verifies it', async () => {
    const p = await live({
      kind: 'manual',
      amountCents: 1000,
      turnoverMultiplier: 0,
      commentRequired: false,
      identityRequired: true,
    });
    const m = await newMember(h);
    const applied = await okValue(await apply(m, p.id, ''), PromotionDetailSchema);
    expect(applied).toMatchObject({ state: 'process', identity: 'pending_review' });
    const queue = await okValue(
      await opsSend('GET', `${PATHS.opsPromotionApplications}?promotionId=${p.id}&state=process`),
      OpsApplicationPageSchema,
    );
    const id = queue.list[0]?.id;
    expect(
      await failed(await opsSend('POST', `${PATHS.opsPromotionApplications}/${id}/approve`)),
    ).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.applicationClosed,
    });
    await okValue(
      await opsSend('POST', `${PATHS.opsPromotionApplications}/${id}/verify`),
      v.object({ id: v.number() }),
    );
    expect(await detail(m, p.id)).toMatchObject({ state: 'applying', identity: 'verified' });
    await okValue(
      await opsSend('POST', `${PATHS.opsPromotionApplications}/${id}/approve`),
      v.object({ id: v.number() }),
    );
    expect((await detail(m, p.id)).state).toBe('claimable');
  });

  it('trial members get free_reject; excluded members can neither join nor claim', async () => {
    const p = await live(signup);
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await join(trial, p.id))).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    expect(await failed(await trial.get(PATHS.rewards))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
    expect(await failed(await h.get(PATHS.rewardCount))).toMatchObject({ status: 401 });

    const excluded = await newMember(h);
    await exclude(excluded);
    expect(await failed(await join(excluded, p.id))).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
      value: { kind: 'timeout' },
    });

    // A reward issued before the time-out waits: it is not credited during it.
    const m = await newMember(h);
    const joined = await okValue(await join(m, p.id), PromotionDetailSchema);
    await exclude(m);
    expect(await failed(await claim(m, joined.rewardId ?? 0))).toMatchObject({
      status: 403,
      code: EXCLUSION_CODES.excluded,
    });
    expect(await balanceOf(h.database.db, m.id)).toBe(0);
  });

  it('an expired reward cannot be claimed and shows in the history', async () => {
    const p = await live({ ...signup, expiryDays: 1 });
    const m = await newMember(h);
    const joined = await okValue(await join(m, p.id), PromotionDetailSchema);
    const [reward] = (await unclaimed(m)).list;
    expect(Date.parse(reward?.expiresAt ?? '') - h.services.now()).toBeLessThanOrEqual(DAY);
    // A day later (the session's clock stays: the reward's expiry moves back instead).
    await h.database.db
      .update(rewards)
      .set({ expiresAt: new Date(h.services.now() - 1000) })
      .where(eq(rewards.id, joined.rewardId ?? 0));
    expect(await failed(await claim(m, joined.rewardId ?? 0))).toMatchObject({
      status: 409,
      code: PROMOTION_CODES.rewardExpired,
    });
    expect((await unclaimed(m)).list).toEqual([]);
    expect(await okValue(await m.get(PATHS.rewardCount), RewardCountSchema)).toEqual({ unclaimed: 0 });
    const history = await okValue(await m.get(`${PATHS.rewards}?tab=history`), RewardPageSchema);
    expect(history.list).toMatchObject([{ status: 'expired' }]);
    expect((await detail(m, p.id)).state).toBe('closed');
    expect(await balanceOf(h.database.db, m.id)).toBe(0);
  });

  it('200 concurrent claims of one reward credit it once', async () => {
    const p = await live(signup);
    const m = await newMember(h);
    const joined = await okValue(await join(m, p.id), PromotionDetailSchema);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        claim(m, joined.rewardId ?? 0).then((r) => okValue(r, RewardClaimSchema)),
      ),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.balanceCents))).toEqual(new Set([5000]));
    expect(await balanceOf(h.database.db, m.id)).toBe(5000);
    const entries = await h.database.db.select().from(walletLedger).where(eq(walletLedger.memberId, m.id));
    expect(entries.filter((e) => e.reason === 'bonus.claim')).toHaveLength(1);
  });

  it('200 members joining at once never spend past the budget', async () => {
    // Room for 37 rewards of ₱50 and a bit: the 38th does not fit.
    const p = await live(signup, { budgetCents: 37 * 5000 + 4999 });
    const crowd = await Promise.all(Array.from({ length: 200 }, () => newMember(h)));
    const answers = await Promise.all(crowd.map((m) => join(m, p.id)));
    const okCount = answers.filter((r) => r.status === 200).length;
    expect(okCount).toBe(37);
    const refusals = await Promise.all(answers.filter((r) => r.status !== 200).map((r) => failed(r)));
    expect(new Set(refusals.map((r) => r.code))).toEqual(new Set([PROMOTION_CODES.budgetExhausted]));
    const [row] = await h.database.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.spentCents).toBe(37 * 5000);
    const issued = await h.database.db.select().from(rewards).where(eq(rewards.promotionId, p.id));
    expect(issued).toHaveLength(37);
    // The refused members can still see the promotion open (nothing of theirs was kept).
    const refusedOne = crowd[answers.findIndex((r) => r.status !== 200)] as CashierMember;
    expect((await detail(refusedOne, p.id)).state).toBe('open');

    const liabilities = await okValue(await opsSend('GET', PATHS.opsPromotionLiabilities), LiabilitiesSchema);
    expect(liabilities.promotions.find((x) => x.id === p.id)).toMatchObject({
      spentCents: 37 * 5000,
      budgetLeftCents: 4999,
      outstandingCents: 37 * 5000,
    });
    expect(liabilities.bonusOutstandingCents).toBeGreaterThanOrEqual(37 * 5000);
  }, 60_000);

  it('the operator API needs the ops token', async () => {
    expect((await h.get(PATHS.opsPromotions)).status).toBe(401);
    expect((await h.get(PATHS.opsPromotionLiabilities)).status).toBe(401);
  });
});
