// The member's inbox. A message names its audience; who sees it is worked out per member on reading:
// messages to one member or a list have a state row per recipient from the start, a broadcast has a row
// only once the member has read or deleted it. Unread counts are always counted, never stored, so two
// devices reading at once cannot make them drift; marking read is an upsert that keeps the first time.
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import { INBOX_CODES } from '../../src/shared/errors/member.ts';
import type { InboxFilter, InboxSend } from '../../src/shared/schemas/inbox.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { inboxMessages, inboxStates, members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { pagedQuery } from '../lib/paged.ts';
import { sanitizeMessageHtml } from '../lib/platform-html.ts';

export interface InboxMember {
  memberId: number;
  merchantCode: string;
}

export class Inbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The member's copy of each message (joined), and the condition that the member may see it. */
  private visible(m: InboxMember) {
    const joined = and(eq(inboxStates.messageId, inboxMessages.id), eq(inboxStates.memberId, m.memberId));
    const regDate = sql`(select ${members.regDate} from ${members} where ${members.id} = ${m.memberId})`;
    const where = and(
      eq(inboxMessages.merchantCode, m.merchantCode),
      isNull(inboxStates.deletedAt),
      or(
        isNotNull(inboxStates.memberId),
        and(eq(inboxMessages.audience, 'all'), sql`${inboxMessages.createdAt} >= ${regDate}`),
      ),
    );
    return { joined, where };
  }

  async counts(m: InboxMember) {
    const { joined, where } = this.visible(m);
    const [row] = await this.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${inboxStates.readAt} is null)` })
      .from(inboxMessages)
      .leftJoin(inboxStates, joined)
      .where(where);
    return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  }

  async list(m: InboxMember, q: { pageNo: number; pageSize: number; filter: InboxFilter }) {
    const { joined, where } = this.visible(m);
    const filtered = and(
      where,
      q.filter === 'unread'
        ? isNull(inboxStates.readAt)
        : q.filter === 'read'
          ? isNotNull(inboxStates.readAt)
          : undefined,
    );
    const unreadFirst = q.filter === 'all' ? [sql`${inboxStates.readAt} is null desc`] : [];
    const [page, counts] = await Promise.all([
      pagedQuery(
        q,
        (limit, offset) =>
          this.db
            .select({
              id: inboxMessages.id,
              title: inboxMessages.title,
              readAt: inboxStates.readAt,
              createdAt: inboxMessages.createdAt,
            })
            .from(inboxMessages)
            .leftJoin(inboxStates, joined)
            .where(filtered)
            .orderBy(...unreadFirst, desc(inboxMessages.createdAt), desc(inboxMessages.id))
            .limit(limit)
            .offset(offset),
        () =>
          this.db.select({ n: count() }).from(inboxMessages).leftJoin(inboxStates, joined).where(filtered),
      ),
      this.counts(m),
    ]);
    return {
      ...page,
      list: page.list.map((r) => ({
        id: r.id,
        title: r.title,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
      })),
      unread: counts.unread,
    };
  }

  private async find(m: InboxMember, id: number) {
    const { joined, where } = this.visible(m);
    const [row] = await this.db
      .select({
        id: inboxMessages.id,
        title: inboxMessages.title,
        bodyHtml: inboxMessages.bodyHtml,
        createdAt: inboxMessages.createdAt,
      })
      .from(inboxMessages)
      .leftJoin(inboxStates, joined)
      .where(and(where, eq(inboxMessages.id, id)));
    return row;
  }

  /** Opens a message: marked read (the first read time is kept when two devices open it at once). */
  async open(m: InboxMember, id: number) {
    const row = await this.find(m, id);
    if (!row) return refused(404, INBOX_CODES.unknown, 'No such message');
    const at = new Date(this.now());
    await this.db
      .insert(inboxStates)
      .values({ messageId: id, memberId: m.memberId, readAt: at })
      .onConflictDoUpdate({
        target: [inboxStates.messageId, inboxStates.memberId],
        set: { readAt: sql`coalesce(${inboxStates.readAt}, excluded.read_at)` },
      });
    return done({
      id: row.id,
      title: row.title,
      bodyHtml: row.bodyHtml,
      read: true,
      createdAt: row.createdAt.toISOString(),
    });
  }

  async remove(m: InboxMember, id: number) {
    const row = await this.find(m, id);
    if (!row) return refused(404, INBOX_CODES.unknown, 'No such message');
    const at = new Date(this.now());
    await this.db
      .insert(inboxStates)
      .values({ messageId: id, memberId: m.memberId, deletedAt: at })
      .onConflictDoUpdate({
        target: [inboxStates.messageId, inboxStates.memberId],
        set: { deletedAt: sql`coalesce(${inboxStates.deletedAt}, excluded.deleted_at)` },
      });
    return done({ id });
  }

  /** Marks every unread message read; answers how many this call marked (a concurrent call's are not counted twice). */
  async readAll(m: InboxMember) {
    const { joined, where } = this.visible(m);
    const at = new Date(this.now());
    const unread = this.db
      .select({
        messageId: inboxMessages.id,
        memberId: sql<number>`${m.memberId}::integer`.as('member_id'),
        readAt: sql<Date>`${at.toISOString()}::timestamptz`.as('read_at'),
        deletedAt: sql<Date | null>`null::timestamptz`.as('deleted_at'),
      })
      .from(inboxMessages)
      .leftJoin(inboxStates, joined)
      .where(and(where, isNull(inboxStates.readAt)));
    const marked = await this.db
      .insert(inboxStates)
      .select(unread)
      .onConflictDoUpdate({
        target: [inboxStates.messageId, inboxStates.memberId],
        set: { readAt: sql`excluded.read_at` },
        setWhere: and(isNull(inboxStates.readAt), isNull(inboxStates.deletedAt)),
      })
      .returning({ id: inboxStates.messageId });
    return { marked: marked.length };
  }

  /**
   * A notice of the platform itself to one member (an account change, issue 31): the message and the
   * member's row at once. Written by the server from fixed texts, so nothing to sanitise; no operator, no
   * audit entry (the change itself is what is on record).
   */
  async notice(m: InboxMember, sentBy: string, title: string, bodyHtml: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(inboxMessages)
        .values({
          merchantCode: m.merchantCode,
          audience: 'member',
          title,
          bodyHtml,
          sentBy,
          createdAt: new Date(this.now()),
        })
        .returning({ id: inboxMessages.id });
      if (!message) throw new Error('inbox: insert returned nothing');
      await tx.insert(inboxStates).values({ messageId: message.id, memberId: m.memberId });
    });
  }

  /** An operator's message: sanitised, stored with its recipients' rows (none for everyone) and audited. */
  async send(
    merchantCode: string,
    actor: string,
    s: InboxSend,
  ): Promise<Outcome<{ id: number; audience: InboxSend['audience']; recipients: number; bodyHtml: string }>> {
    const accounts =
      s.audience === 'member'
        ? s.account
          ? [s.account]
          : []
        : s.audience === 'list'
          ? (s.accounts ?? [])
          : [];
    const shapeOk =
      s.audience === 'member'
        ? s.account !== undefined && s.accounts === undefined
        : s.audience === 'list'
          ? s.accounts !== undefined && s.account === undefined
          : s.account === undefined && s.accounts === undefined;
    if (!shapeOk)
      return refused(
        400,
        INBOX_CODES.audienceInvalid,
        'member: one `account`; list: `accounts`; all: neither',
      );
    const bodyHtml = sanitizeMessageHtml(s.bodyHtml);
    if (bodyHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\s/i.test(bodyHtml))
      return refused(400, INBOX_CODES.bodyEmpty, 'Nothing is left of the message once sanitised');
    let ids: number[] = [];
    if (accounts.length) {
      const wanted = [...new Set(accounts.map((a) => a.toLowerCase()))];
      const found = await this.db
        .select({ id: members.id, account: sql<string>`lower(${members.account})` })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            ne(members.type, MEMBER_TYPE_TRIAL),
            inArray(sql`lower(${members.account})`, wanted),
          ),
        );
      const known = new Set(found.map((f) => f.account));
      const missing = wanted.filter((a) => !known.has(a));
      if (missing.length)
        return refused(
          404,
          INBOX_CODES.memberUnknown,
          `Not members of the merchant: ${missing.slice(0, 20).join(', ')}`,
        );
      ids = found.map((f) => f.id);
    }
    const at = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(inboxMessages)
        .values({
          merchantCode,
          audience: s.audience,
          title: s.title,
          bodyHtml,
          sentBy: actor,
          createdAt: at,
        })
        .returning({ id: inboxMessages.id });
      if (!message) throw new Error('inbox: insert returned nothing');
      let recipients = ids.length;
      if (s.audience === 'all') {
        const [n] = await tx
          .select({ n: count() })
          .from(members)
          .where(
            and(
              eq(members.merchantCode, merchantCode),
              ne(members.type, MEMBER_TYPE_TRIAL),
              sql`${members.regDate} <= ${at.toISOString()}::timestamptz`,
            ),
          );
        recipients = Number(n?.n ?? 0);
      } else {
        await tx.insert(inboxStates).values(ids.map((memberId) => ({ messageId: message.id, memberId })));
      }
      await audit(tx, actor, 'inbox.send', `inbox:${message.id}`, {
        audience: s.audience,
        title: s.title,
        recipients,
        ...(accounts.length ? { accounts: accounts.slice(0, 50) } : {}),
      });
      return done({ id: message.id, audience: s.audience, recipients, bodyHtml });
    });
  }
}
