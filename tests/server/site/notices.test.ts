import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads, announcements, opsAudit } from '../../../server/db/schema.ts';
import { sanitizeContentHtml } from '../../../server/lib/platform-html.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  AgreementSchema,
  NoticeListSchema,
  NoticeReadSchema,
  NoticeUnreadSchema,
} from '../../../src/shared/schemas/notices.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

// Notices: the list with each member's read state, marking read (idempotent, also from two devices at
// once), the agents' announcements and their unread count, and the operator-set user agreement.
describe.each(databases)('notices ($kind)', ({ kind }) => {
  let h: Harness;
  let player: CashierMember;
  let agent: CashierMember;
  const ids: Record<'pl' | 'b' | 'agentA' | 'agentB' | 'future', number> = {
    pl: 0,
    b: 0,
    agentA: 0,
    agentB: 0,
    future: 0,
  };
  const ops = {
    Authorization: `Bearer ${TEST_OPS_TOKEN}`,
    'X-Operator': 'ann',
    'Content-Type': 'application/json',
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    const add = async (
      type: 'PL' | 'B' | 'A',
      title: string,
      publishedAt = new Date(Date.now() - 60_000),
    ) => {
      const [row] = await h.database.db
        .insert(announcements)
        .values({
          merchantCode: 'SWERTE',
          type,
          execution: 'A',
          groupName: 'm_home',
          titleTy: `${title} TY`,
          titleEn: `${title} EN`,
          contentTy: sanitizeContentHtml(`<p>${title} nilalaman</p>`),
          contentEn: sanitizeContentHtml(`<p>${title} content</p>`),
          publishedAt,
        })
        .returning({ id: announcements.id });
      if (!row) throw new Error('no announcement');
      return row.id;
    };
    ids.pl = await add('PL', 'notice-pl');
    ids.b = await add('B', 'notice-b');
    ids.agentA = await add('A', 'notice-agent-a');
    ids.agentB = await add('A', 'notice-agent-b');
    ids.future = await add('PL', 'notice-future', new Date(Date.now() + 86_400_000));
    player = await newMember(h);
    agent = await newMember(h, { type: 1 });
  }, 60_000);
  afterAll(() => h.close());

  const listOf = async (res: Response | Promise<Response>) => okValue(await res, NoticeListSchema);

  it('lists published player notices for visitors, all unread, in the request language', async () => {
    const visitor = await listOf(h.get(PATHS.notices, { Language: 'EN' }));
    const mine = visitor.list.filter((n) => n.id === ids.pl || n.id === ids.b);
    expect(mine.map((n) => n.title).sort()).toEqual(['notice-b EN', 'notice-pl EN']);
    expect(visitor.list.some((n) => n.id === ids.future || n.type === 'A')).toBe(false);
    expect(visitor.list.every((n) => !n.read)).toBe(true);
    expect(visitor.unreadCount).toBe(visitor.list.length);
    const ty = await listOf(h.get(`${PATHS.notices}?groupName=m_home&language=TY`));
    expect(ty.list.find((n) => n.id === ids.pl)?.content).toBe('<p>notice-pl nilalaman</p>');
  });

  it('marks read per member, once, ignoring unknown ids; the count follows', async () => {
    const before = await listOf(player.get(PATHS.notices));
    const marked = await okValue(
      await player.send('POST', PATHS.noticeRead, { ids: [ids.pl, ids.pl, 999_999] }),
      NoticeReadSchema,
    );
    expect(marked.marked).toBe(1);
    const again = await okValue(
      await player.send('POST', PATHS.noticeRead, { ids: [ids.pl] }),
      NoticeReadSchema,
    );
    expect(again.marked).toBe(0);
    const after = await listOf(player.get(PATHS.notices));
    expect(after.list.find((n) => n.id === ids.pl)?.read).toBe(true);
    expect(after.list.find((n) => n.id === ids.b)?.read).toBe(false);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    // Another member's state is untouched.
    const other = await listOf(agent.get(PATHS.notices));
    expect(other.list.find((n) => n.id === ids.pl)?.read).toBe(false);
  });

  it('refuses marking without a session and malformed bodies', async () => {
    const res = await h.app.request(PATHS.noticeRead, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [ids.pl] }),
    });
    expect((await failure(res)).code).toBe(CODES.sessionExpired);
    for (const body of [{ ids: [] }, { ids: [0] }, { ids: ['1'] }, {}]) {
      const bad = await failure(await player.send('POST', PATHS.noticeRead, body));
      expect([bad.status, bad.code]).toEqual([400, CODES.invalidRequest]);
    }
  });

  it('gives agents their announcements and an unread count that stays right when two devices read at once', async () => {
    const unread = async () =>
      (await okValue(await agent.get(PATHS.agentNoticeUnread), NoticeUnreadSchema)).unreadCount;
    const list = await listOf(agent.get(PATHS.agentNotices));
    expect(list.list.every((n) => n.type === 'A')).toBe(true);
    expect(list.list.map((n) => n.id)).toEqual(expect.arrayContaining([ids.agentA, ids.agentB]));
    const start = await unread();
    expect(start).toBe(list.unreadCount);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        agent.send('POST', PATHS.noticeRead, { ids: [ids.agentA, ids.agentB] }),
      ),
    );
    const marked = await Promise.all(results.map((r) => okValue(r, NoticeReadSchema)));
    expect(marked.reduce((sum, m) => sum + m.marked, 0)).toBe(2);
    expect(await unread()).toBe(start - 2);
    const rows = await h.database.db
      .select()
      .from(announcementReads)
      .where(and(eq(announcementReads.memberId, agent.id), eq(announcementReads.announcementId, ids.agentA)));
    expect(rows).toHaveLength(1);
  });

  it('keeps the agents’ announcements from players and visitors', async () => {
    const asPlayer = await failure(await player.get(PATHS.agentNotices));
    expect(asPlayer.status).toBe(403);
    const asVisitor = await failure(await h.get(PATHS.agentNoticeUnread));
    expect(asVisitor.status).toBe(401);
  });

  it('serves the agreement per language, set by operators with an audit row', async () => {
    // The seeded agreement (server/seed/data/content.ts), until an operator replaces it.
    const seeded = await okValue(await h.get(PATHS.userAgreement, { Language: 'EN' }), AgreementSchema);
    expect(seeded).toMatchObject({
      language: 'EN',
      content: expect.stringContaining('<h2>Terms of use</h2>'),
    });
    for (const [language, content] of [
      ['EN', '<h2>Terms</h2><p>Be 21 or older.</p>'],
      ['TY', '<h2>Mga Tuntunin</h2><p>Dapat 21 taong gulang pataas.</p>'],
    ] as const) {
      const res = await h.app.request(PATHS.opsUserAgreement, {
        method: 'PUT',
        headers: ops,
        body: JSON.stringify({ language, content }),
      });
      expect(await okValue(res, AgreementSchema)).toEqual({ language, content });
    }
    const en = await okValue(await h.get(`${PATHS.userAgreement}?language=EN`), AgreementSchema);
    expect(en.content).toBe('<h2>Terms</h2><p>Be 21 or older.</p>');
    const ty = await okValue(await h.get(PATHS.userAgreement, { Language: 'TY' }), AgreementSchema);
    expect(ty.content).toContain('Mga Tuntunin');
    const trail = await h.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'agreement.set'));
    expect(trail.map((r) => [r.actor, r.target]).sort()).toEqual([
      ['ops:ann', 'agreement:SWERTE:EN'],
      ['ops:ann', 'agreement:SWERTE:TY'],
    ]);
  });

  it('refuses agreement changes without the ops token, for unknown merchants or bad bodies', async () => {
    const body = JSON.stringify({ language: 'EN', content: '<p>x</p>' });
    const anon = await h.app.request(PATHS.opsUserAgreement, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(anon.status).toBe(401);
    const unknown = await h.app.request(PATHS.opsUserAgreement, {
      method: 'PUT',
      headers: { ...ops, Merchant: 'NOPE' },
      body,
    });
    expect((await failure(unknown)).code).toBe(CODES.notFound);
    for (const bad of [
      { language: 'CN', content: 'x' },
      { language: 'EN', content: '' },
      { language: 'EN' },
    ]) {
      const res = await h.app.request(PATHS.opsUserAgreement, {
        method: 'PUT',
        headers: ops,
        body: JSON.stringify(bad),
      });
      expect(res.status).toBe(400);
    }
  });
});
