import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStates, opsAudit } from '../../../server/db/schema.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { INBOX_CODES } from '../../../src/shared/errors/member.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  InboxCountSchema,
  InboxDeletedSchema,
  InboxMarkedSchema,
  InboxMessageSchema,
  InboxPageSchema,
  InboxSentSchema,
} from '../../../src/shared/schemas/inbox.ts';
import { failed } from '../support/auth-client.ts';
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

// The member's inbox: an operator's message to one member, a list or everyone (a broadcast writes no
// row per member), reading, deleting, mark-all, the counts behind the red dot, and two devices reading
// at once (meaningful on PostgreSQL; PGlite runs one transaction at a time).
describe.each(databases)('inbox ($kind)', ({ kind }) => {
  let h: Harness;
  const ops = {
    Authorization: `Bearer ${TEST_OPS_TOKEN}`,
    'X-Operator': 'ana',
    'Content-Type': 'application/json',
  };

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => h?.close());

  const send = (body: Record<string, unknown>) =>
    h.app.request(PATHS.opsInbox, { method: 'POST', headers: ops, body: JSON.stringify(body) });
  const sent = async (body: Record<string, unknown>) => okValue(await send(body), InboxSentSchema);
  const counts = async (m: CashierMember) => okValue(await m.get(PATHS.inboxCount), InboxCountSchema);
  const page = async (m: CashierMember, query = '') =>
    okValue(await m.get(`${PATHS.inboxMessages}${query}`), InboxPageSchema);
  const open = (m: CashierMember, id: number) => m.get(`${PATHS.inboxMessages}/${id}`);
  const msg = (title: string, bodyHtml = '<p>Hello</p>') => ({ title, bodyHtml });

  it('one member: sanitised, listed, opened (read), counted; audited; nobody else sees it', async () => {
    const [a, b] = [await newMember(h), await newMember(h)];
    const s = await sent({
      audience: 'member',
      account: a.account.toUpperCase(),
      ...msg(
        'Bonus',
        '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><b>ok</b>',
      ),
    });
    expect(s).toMatchObject({ audience: 'member', recipients: 1 });
    expect(s.bodyHtml).toBe('<p>Hi <a>x</a></p><b>ok</b>');
    expect(await counts(a)).toEqual({ unread: 1, total: 1 });
    expect(await counts(b)).toEqual({ unread: 0, total: 0 });
    const list = await page(a);
    expect(list).toMatchObject({ total: 1, unread: 1, list: [{ id: s.id, title: 'Bonus', read: false }] });
    const opened = await okValue(await open(a, s.id), InboxMessageSchema);
    expect(opened).toMatchObject({ id: s.id, read: true, bodyHtml: s.bodyHtml });
    expect(await counts(a)).toEqual({ unread: 0, total: 1 });
    expect(await failed(await open(b, s.id))).toMatchObject({ status: 404, code: INBOX_CODES.unknown });
    const [row] = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `inbox:${s.id}`));
    expect(row).toMatchObject({ actor: 'ops:ana', action: 'inbox.send' });
  });

  it('a list and everyone: a broadcast writes no rows until read; unread first; filters; delete; mark all', async () => {
    const [a, b, c] = [await newMember(h), await newMember(h), await newMember(h)];
    const listed = await sent({ audience: 'list', accounts: [a.account, b.account], ...msg('Listed') });
    expect(listed.recipients).toBe(2);
    const all = await sent({ audience: 'all', ...msg('Everyone') });
    expect(all.recipients).toBeGreaterThanOrEqual(3);
    expect(
      await h.database.db.select().from(inboxStates).where(eq(inboxStates.messageId, all.id)),
    ).toHaveLength(0);
    // A member who joins later does not get the earlier broadcast.
    const late = await newMember(h);
    expect(await counts(late)).toEqual({ unread: 0, total: 0 });

    expect(await counts(a)).toEqual({ unread: 2, total: 2 });
    expect(await counts(c)).toEqual({ unread: 1, total: 1 });
    await okValue(await open(a, listed.id), InboxMessageSchema);
    // Unread first, then newest first.
    expect((await page(a)).list.map((m) => [m.id, m.read])).toEqual([
      [all.id, false],
      [listed.id, true],
    ]);
    expect((await page(a, '?filter=read')).list.map((m) => m.id)).toEqual([listed.id]);
    expect((await page(a, '?filter=unread')).list.map((m) => m.id)).toEqual([all.id]);
    expect((await page(a, '?pageSize=1&pageNo=2')).list.map((m) => m.id)).toEqual([listed.id]);

    // Deleting a broadcast hides it for this member only.
    await okValue(await a.send('DELETE', `${PATHS.inboxMessages}/${all.id}`), InboxDeletedSchema);
    expect(await counts(a)).toEqual({ unread: 0, total: 1 });
    expect(await failed(await open(a, all.id))).toMatchObject({ status: 404, code: INBOX_CODES.unknown });
    expect(await failed(await a.send('DELETE', `${PATHS.inboxMessages}/${all.id}`))).toMatchObject({
      status: 404,
    });
    expect(await counts(b)).toEqual({ unread: 2, total: 2 });

    expect(await okValue(await b.send('POST', PATHS.inboxReadAll), InboxMarkedSchema)).toEqual({ marked: 2 });
    expect(await okValue(await b.send('POST', PATHS.inboxReadAll), InboxMarkedSchema)).toEqual({ marked: 0 });
    expect(await counts(b)).toEqual({ unread: 0, total: 2 });
    expect(await counts(c)).toEqual({ unread: 1, total: 1 });
  });

  it('operator refusals: unknown accounts, mismatched audience, nothing left after sanitising, no token', async () => {
    const a = await newMember(h);
    const trial = await newMember(h, { type: 4 });
    expect(
      await failed(await send({ audience: 'list', accounts: [a.account, 'nosuchone'], ...msg('x') })),
    ).toMatchObject({
      status: 404,
      code: INBOX_CODES.memberUnknown,
    });
    expect(
      await failed(await send({ audience: 'member', account: trial.account, ...msg('x') })),
    ).toMatchObject({
      status: 404,
      code: INBOX_CODES.memberUnknown,
    });
    expect(await counts(a)).toEqual({ unread: 0, total: 0 });
    expect(
      await failed(await send({ audience: 'member', accounts: [a.account], ...msg('x') })),
    ).toMatchObject({
      status: 400,
      code: INBOX_CODES.audienceInvalid,
    });
    expect(await failed(await send({ audience: 'all', account: a.account, ...msg('x') }))).toMatchObject({
      status: 400,
      code: INBOX_CODES.audienceInvalid,
    });
    expect(
      await failed(
        await send({ audience: 'member', account: a.account, ...msg('x', '<script>alert(1)</script>') }),
      ),
    ).toMatchObject({ status: 400, code: INBOX_CODES.bodyEmpty });
    const noToken = await h.app.request(PATHS.opsInbox, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ audience: 'all', ...msg('x') }),
    });
    expect(noToken.status).toBe(401);
  });

  it('a trial account gets free_reject; a visitor must log in; MAILCEN off answers 403', async () => {
    const trial = await newMember(h, { type: 4 });
    expect(await failed(await trial.get(PATHS.inboxCount))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
    expect((await h.app.request(PATHS.inboxCount)).status).toBe(401);
    const a = await newMember(h);
    const patch = (on: boolean) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: ops,
        body: JSON.stringify({ switches: { MAILCEN: on } }),
      });
    expect((await patch(false)).status).toBe(200);
    try {
      expect(await failed(await a.get(PATHS.inboxMessages))).toMatchObject({
        status: 403,
        code: CODES.featureDisabled,
      });
    } finally {
      expect((await patch(true)).status).toBe(200);
    }
    expect((await a.get(PATHS.inboxMessages)).status).toBe(200);
  });

  it('two devices reading at once: each message counted read once, the count stays right', async () => {
    const a = await newMember(h);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await sent({ audience: 'member', account: a.account, ...msg(`m${i}`) })).id);
    const everyone = await sent({ audience: 'all', ...msg('all') });
    ids.push(everyone.id);
    // Both devices open every message and mark all read, all at once.
    const results = await Promise.all([
      ...ids.flatMap((id) => [open(a, id), open(a, id)]),
      a.send('POST', PATHS.inboxReadAll),
      a.send('POST', PATHS.inboxReadAll),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await counts(a)).toEqual({ unread: 0, total: 5 });
    const rows = await h.database.db.select().from(inboxStates).where(eq(inboxStates.memberId, a.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.readAt !== null && r.deletedAt === null)).toBe(true);

    // A new message while two devices read the rest: exactly it is unread afterwards.
    const next = await sent({ audience: 'member', account: a.account, ...msg('next') });
    const other = await sent({ audience: 'member', account: a.account, ...msg('other') });
    await Promise.all([open(a, next.id), open(a, next.id), a.get(PATHS.inboxCount)]);
    expect(await counts(a)).toEqual({ unread: 1, total: 7 });
    expect((await page(a, '?filter=unread')).list.map((m) => m.id)).toEqual([other.id]);
    const marked = await Promise.all([
      a.send('POST', PATHS.inboxReadAll),
      a.send('POST', PATHS.inboxReadAll),
    ]);
    const total = (await Promise.all(marked.map((r) => okValue(r, InboxMarkedSchema)))).reduce(
      (n, m) => n + m.marked,
      0,
    );
    expect(total).toBe(1);
    expect(await counts(a)).toEqual({ unread: 0, total: 7 });
  });
});
