// Sliding-window rate limits kept in the database (several processes share one): an event row per
// counted action, counted over the window. Count-then-record is not atomic, so a burst of concurrent
// requests can overshoot a limit by a few; acceptable for throttles, never used for money or codes.
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleEvents } from '../db/schema.ts';

/** Rows older than this are swept now and then; no window is longer. */
const KEEP_MS = 25 * 3_600_000;

export const THROTTLE = {
  loginAccount: 'login.account',
  loginIp: 'login.ip',
  smsNumber: 'sms.number',
  smsIp: 'sms.ip',
  trialIp: 'trial.ip',
  forgotIp: 'forgot.ip',
  forgotAccount: 'forgot.account',
} as const;
export type ThrottleKind = (typeof THROTTLE)[keyof typeof THROTTLE];

export interface Window {
  count: number;
  /** Seconds until the oldest counted event leaves the window (0 when none). */
  retryAfterS: number;
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async window(kind: ThrottleKind, key: string, windowMs: number): Promise<Window> {
    const since = new Date(this.now() - windowMs);
    const where = and(
      eq(throttleEvents.kind, kind),
      eq(throttleEvents.key, key),
      gt(throttleEvents.createdAt, since),
    );
    const [row] = await this.db.select({ n: count() }).from(throttleEvents).where(where);
    const n = row?.n ?? 0;
    if (!n) return { count: 0, retryAfterS: 0 };
    const [oldest] = await this.db
      .select({ at: throttleEvents.createdAt })
      .from(throttleEvents)
      .where(where)
      .orderBy(asc(throttleEvents.createdAt))
      .limit(1);
    const leaves = (oldest?.at.getTime() ?? this.now()) + windowMs;
    return { count: n, retryAfterS: Math.max(1, Math.ceil((leaves - this.now()) / 1000)) };
  }

  /** Milliseconds since the latest event, or Infinity. */
  async sinceLast(kind: ThrottleKind, key: string): Promise<number> {
    const [last] = await this.db
      .select({ at: throttleEvents.createdAt })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.kind, kind), eq(throttleEvents.key, key)))
      .orderBy(desc(throttleEvents.createdAt))
      .limit(1);
    return last ? this.now() - last.at.getTime() : Number.POSITIVE_INFINITY;
  }

  async record(kind: ThrottleKind, ...keys: string[]): Promise<void> {
    const at = new Date(this.now());
    await this.db.insert(throttleEvents).values(keys.map((key) => ({ kind, key, createdAt: at })));
    // Opportunistic sweep (about 1 insert in 200) keeps the table small without a scheduler.
    if (Math.random() < 0.005) {
      await this.db
        .delete(throttleEvents)
        .where(lt(throttleEvents.createdAt, new Date(this.now() - KEEP_MS)));
    }
  }

  async clear(kind: ThrottleKind, key: string): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.kind, kind), eq(throttleEvents.key, key)));
  }
}
