// Sessions: a 32-byte random token handed to the client once; the database keeps its SHA-256.
// Expiry slides on renew; revocation is a timestamp (sign-out, password change or reset).
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { SESSION_TTL_HOURS } from '../../src/shared/constants/accounts.ts';
import { members, sessions } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { newToken, sha256 } from '../lib/tokens.ts';

const TTL_MS = SESSION_TTL_HOURS * 3_600_000;
/** last_seen_at is written at most this often: reads must not each cost a write. */
const SEEN_EVERY_MS = 60_000;

export interface CurrentSession {
  id: number;
  memberId: number;
  merchantCode: string;
  expiresAt: Date;
  recentAuthAt: Date | null;
  account: string;
  type: number;
  /** A self-excluded member's cash-out session (issue 31): only the routes of require-session.ts's list. */
  cashoutOnly: boolean;
  /** The member still has a password someone else chose (decision 50): only require-session.ts's list. */
  mustSetPassword: boolean;
}

/** Where a session was opened (server/contacts/device.ts): the member's device list shows it. */
export interface SessionDevice {
  /** The User-Agent, at most 256 characters. */
  userAgent: string | null;
  /** The client address, coarsened. */
  ip: string | null;
}

/** A live session as the member's device list shows it. */
export interface LiveSession {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Opens a session; `recentAuth` marks a password login, registration or reset. A cash-out session
   * (`cashout`: its lifetime) is never renewed: the renew route is outside what it may reach.
   */
  async create(
    memberId: number,
    merchantCode: string,
    opts: { recentAuth: boolean; device?: SessionDevice; cashout?: { ttlMs: number } },
  ): Promise<string> {
    const token = newToken();
    const now = new Date(this.now());
    await this.db.insert(sessions).values({
      tokenHash: sha256(token),
      memberId,
      merchantCode,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (opts.cashout?.ttlMs ?? TTL_MS)),
      cashoutOnly: opts.cashout !== undefined,
      recentAuthAt: opts.recentAuth ? now : null,
      userAgent: opts.device?.userAgent ?? null,
      ip: opts.device?.ip ?? null,
    });
    return token;
  }

  // Whether a game's launching session is live is asked with the member, in one query: server/wallet/seamless.ts.

  /** The live session of `token`, or null (unknown, expired, revoked). */
  async find(token: string): Promise<CurrentSession | null> {
    const now = new Date(this.now());
    const [row] = await this.db
      .select({
        id: sessions.id,
        memberId: sessions.memberId,
        merchantCode: sessions.merchantCode,
        expiresAt: sessions.expiresAt,
        recentAuthAt: sessions.recentAuthAt,
        lastSeenAt: sessions.lastSeenAt,
        account: members.account,
        type: members.type,
        disabled: members.disabled,
        cashoutOnly: sessions.cashoutOnly,
        mustSetPassword: members.mustSetPassword,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
    if (!row || row.disabled) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    }
    const { lastSeenAt: _seen, disabled: _disabled, ...session } = row;
    return session;
  }

  /** Sign-out: idempotent, unknown tokens are fine. */
  async revokeToken(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
  }

  /** The member's live sessions, the most recently used first. */
  async listLive(memberId: number): Promise<LiveSession[]> {
    return this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(this.now())),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  }

  /** Revokes one live session of the member; false when there is none with that id. */
  async revokeOne(memberId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  /**
   * Revokes every live session of the member except `keepId` (password change and "sign out everywhere
   * else" keep the current one); answers how many it revoked.
   */
  async revokeMember(memberId: number, keepId?: number): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keepId === undefined ? undefined : ne(sessions.id, keepId),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Slides the expiry; null when the session died in between. */
  async renew(id: number): Promise<Date | null> {
    const expiresAt = new Date(this.now() + TTL_MS);
    const rows = await this.db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: new Date(this.now()) })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), eq(sessions.cashoutOnly, false)))
      .returning({ id: sessions.id });
    return rows.length ? expiresAt : null;
  }
}
