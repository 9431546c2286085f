import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, promotions, rewards } from '../../../server/db/schema.ts';
import { CONTENT_TYPES } from '../../../src/shared/constants/announcements.ts';
import { MEMBER_TYPE_TRIAL } from '../../../src/shared/constants/members.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { AnnouncementListSchema } from '../../../src/shared/schemas/announcements.ts';
import { NoticeListSchema } from '../../../src/shared/schemas/notices.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

// The seeded "A reward is waiting for you" pop-up (action REWARD_CENTER) says the member has bonuses to
// claim: the home's announcements and the notice list carry it only for a real member with an unclaimed,
// unexpired reward, never for a visitor, a member with nothing to claim or a trial account.
describe.each(databases)('reward-centre notices ($kind)', ({ kind }) => {
  let h: Harness;
  let welcomeId: number;
  let rewardNoticeId: number;
  const DAY = 86_400_000;

  beforeAll(async () => {
    h = await createHarness(kind);
    const [welcome] = await h.database.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantCode, 'SWERTE'), eq(promotions.kind, 'signup')));
    const [notice] = await h.database.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, 'SWERTE'),
          eq(announcements.type, 'PU'),
          eq(announcements.action, 'REWARD_CENTER'),
        ),
      );
    if (!welcome || !notice) throw new Error('seeded welcome promotion or reward notice missing');
    welcomeId = welcome.id;
    rewardNoticeId = notice.id;
  }, 60_000);
  afterAll(() => h?.close());

  const headersOf = (m: CashierMember | null): Record<string, string> => (m ? { Token: m.token } : {});
  /** The home's announcements (every type) as `m` (null: a visitor) is served them. */
  const home = async (m: CashierMember | null) =>
    okValue(
      await h.get(`${PATHS.announcements}?types=${CONTENT_TYPES.join(',')}&groupName=m_home`, headersOf(m)),
      AnnouncementListSchema,
    );
  const noticeList = async (m: CashierMember | null) =>
    okValue(await h.get(`${PATHS.notices}?groupName=m_home`, headersOf(m)), NoticeListSchema);
  /** Whether the reward notice reaches `m` on the home screen and in the notice list (checked to agree). */
  async function shown(m: CashierMember | null): Promise<boolean> {
    const onHome = (await home(m)).some((a) => a.id === rewardNoticeId);
    const listed = await noticeList(m);
    const inList = listed.list.some((n) => n.id === rewardNoticeId);
    expect(inList).toBe(onHome);
    expect(listed.unreadCount).toBe(listed.list.filter((n) => !n.read).length);
    return onHome;
  }

  it('is not served to a visitor, though the other home notices are', async () => {
    const list = await home(null);
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((a) => a.action === 'REWARD_CENTER')).toBe(false);
    expect(await shown(null)).toBe(false);
  });

  it('reaches a member only while an unclaimed reward waits: joined, then claimed', async () => {
    const m = await newMember(h);
    expect(await shown(m)).toBe(false);

    expect((await m.send('POST', `${PATHS.promotions}/${welcomeId}/join`)).status).toBe(200);
    expect(await shown(m)).toBe(true);
    const reward = (await home(m)).find((a) => a.id === rewardNoticeId);
    expect(reward?.action).toBe('REWARD_CENTER');

    const [issued] = await h.database.db.select().from(rewards).where(eq(rewards.memberId, m.id));
    if (!issued) throw new Error('no reward issued');
    expect((await m.send('POST', `${PATHS.rewards}/${issued.id}/claim`)).status).toBe(200);
    expect(await shown(m)).toBe(false);
  });

  it('goes away when the waiting reward expires unclaimed', async () => {
    const m = await newMember(h);
    expect((await m.send('POST', `${PATHS.promotions}/${welcomeId}/join`)).status).toBe(200);
    expect(await shown(m)).toBe(true);
    const [issued] = await h.database.db.select().from(rewards).where(eq(rewards.memberId, m.id));
    if (!issued) throw new Error('no reward issued');
    h.advance(issued.expiresAt.getTime() - h.services.now() + DAY);
    expect(await shown(m)).toBe(false);
  });

  it('never reaches a trial account, even with a reward row of its own', async () => {
    const trial = await newMember(h, { type: MEMBER_TYPE_TRIAL });
    const at = new Date(h.services.now());
    await h.database.db.insert(rewards).values({
      merchantCode: 'SWERTE',
      memberId: trial.id,
      promotionId: welcomeId,
      amountCents: 8_800,
      turnoverCents: 0,
      idempotencyKey: `test:trial-reward:${trial.id}`,
      issuedAt: at,
      expiresAt: new Date(at.getTime() + 7 * DAY),
    });
    expect(await shown(trial)).toBe(false);
    // The same row for a real member would show it: the trial rule, not the row, hides it.
    const real = await newMember(h);
    await h.database.db
      .update(rewards)
      .set({ memberId: real.id })
      .where(eq(rewards.idempotencyKey, `test:trial-reward:${trial.id}`));
    expect(await shown(real)).toBe(true);
  });
});
