// Sliding-window rate limits kept in the database (several processes share one): an event row per
// counted action, counted over the window. `attempt` counts and records in one transaction under an
// advisory lock per key, so a burst of concurrent requests gets exactly the limit through.
import { and, asc, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { throttleEvents } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';

/** Rows older than this are swept now and then; no window is longer. */
const KEEP_MS = 25 * 3_600_000;

export const THROTTLE = {
  loginAccount: 'login.account',
  loginIp: 'login.ip',
  /** One address on one account (`<account>|<address>`): slowed down in steps. */
  loginPair: 'login.pair',
  smsNumber: 'sms.number',
  smsIp: 'sms.ip',
  trialIp: 'trial.ip',
  forgotIp: 'forgot.ip',
  forgotAccount: 'forgot.account',
  /** Old-password guesses on change-password, per member. */
  passwordOld: 'password.old',
  /** Wrong payment passwords, per member (withdrawals and changes lock after a few). */
  paymentPassword: 'payment.password',
  /** Binding codes sent to one e-mail address (`<merchant>:<address>`). */
  emailAddress: 'email.address',
  /** Binding codes (e-mail and SMS) one member has asked for, whatever the address. */
  contactMember: 'contact.member',
  /** Accounts one agent opens below it (/m/agentRegister). */
  agentAccounts: 'agent.accounts',
} as const;
export type ThrottleKind = (typeof THROTTLE)[keyof typeof THROTTLE];

export interface Window {
  count: number;
  /** Seconds until the oldest counted event leaves the window (0 when none). */
  retryAfterS: number;
}

/** One limit of an attempt: at most `limit` events of `kind` for `key` within `windowMs`. */
export interface Limit {
  kind: ThrottleKind;
  key: string;
  windowMs: number;
  limit: number;
}

export type Attempt =
  /** `events`: the ones this attempt recorded (`giveBack` them when what they counted did not happen). */
  | { ok: true; counts: number[]; events: number[] }
  /** `over`: the kinds whose limit was reached. */
  | { ok: false; retryAfterS: number; over: ThrottleKind[] };

/**
 * The throttle key of a client address: an IPv6 client usually owns a whole /64, so it counts as one
 * (otherwise each of its 2^64 addresses would have a limit of its own).
 */
export function ipKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * Counts every limit and, when none is reached, records one event for each — atomically: the keys are
   * locked (in a fixed order) for the transaction, so concurrent attempts queue and each sees the ones
   * before it. Answers the counts before this attempt, or the longest wait.
   */
  async attempt(limits: Limit[]): Promise<Attempt> {
    return this.db.transaction(async (tx) => {
      const keys = [...new Set(limits.map((l) => `${l.kind}:${l.key}`))].sort();
      await lockKeys(tx, LOCK_SPACE.throttle, ...keys);
      const windows: Window[] = [];
      for (const l of limits) windows.push(await this.windowIn(tx, l.kind, l.key, l.windowMs));
      const over = limits.flatMap((l, i) => {
        const w = windows[i];
        return w && w.count >= l.limit ? [{ kind: l.kind, retryAfterS: w.retryAfterS }] : [];
      });
      if (over.length)
        return {
          ok: false,
          retryAfterS: Math.max(...over.map((o) => o.retryAfterS)),
          over: over.map((o) => o.kind),
        };
      const at = new Date(this.now());
      // One event per kind and key, however many windows limit it.
      const events = new Map(
        limits.map((l) => [`${l.kind}:${l.key}`, { kind: l.kind, key: l.key, createdAt: at }]),
      );
      const recorded = await tx
        .insert(throttleEvents)
        .values([...events.values()])
        .returning({ id: throttleEvents.id });
      return { ok: true, counts: windows.map((w) => w.count), events: recorded.map((e) => e.id) };
    });
  }

  async window(kind: ThrottleKind, key: string, windowMs: number): Promise<Window> {
    return this.windowIn(this.db, kind, key, windowMs);
  }

  private async windowIn(db: DbOrTx, kind: ThrottleKind, key: string, windowMs: number): Promise<Window> {
    const since = new Date(this.now() - windowMs);
    const where = and(
      eq(throttleEvents.kind, kind),
      eq(throttleEvents.key, key),
      gt(throttleEvents.createdAt, since),
    );
    const [row] = await db.select({ n: count() }).from(throttleEvents).where(where);
    const n = row?.n ?? 0;
    if (!n) return { count: 0, retryAfterS: 0 };
    const [oldest] = await db
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

  /** Takes back an attempt's events: what it counted did not happen (a text the gateway did not take). */
  async giveBack(events: readonly number[]): Promise<void> {
    if (events.length) await this.db.delete(throttleEvents).where(inArray(throttleEvents.id, [...events]));
  }

  async clear(kind: ThrottleKind, key: string): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.kind, kind), eq(throttleEvents.key, key)));
  }
}
