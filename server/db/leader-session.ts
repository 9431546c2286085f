// The one database session of a process that holds its session-level advisory locks: the leadership of
// every background job (server/lib/leader-lock.ts). On PostgreSQL it is a connection of its own, apart
// from the request pool, so leadership never takes a connection a request needs; one session can hold
// every lock. When it breaks (a restart, pg_terminate_backend, a network cut) every lock is gone with it:
// each holder sees so at once, and the next try connects anew and takes its lock back if it is free.
// Within a process each lock has one holder, as across processes, although PostgreSQL would let one
// session take its own lock again.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './types.ts';

/** How the session reaches the database: a connection of its own, or a query on the one PGlite session. */
type Backend = { kind: 'postgres'; config: pg.ClientConfig } | { kind: 'pglite'; db: Db };

const LOCK = 'select pg_try_advisory_lock($1) as ok';
const UNLOCK = 'select pg_advisory_unlock($1)';

/** node-postgres and PGlite both answer `{ rows }`; the Db type leaves the result generic. */
const firstRow = (res: unknown) =>
  res && typeof res === 'object' && 'rows' in res && Array.isArray(res.rows)
    ? (res.rows[0] as { ok?: unknown } | undefined)
    : undefined;

/** While it holds a lock, the session's connection is checked this often (a silent cut ends leadership). */
export const LEADER_PING_MS = 5000;

export class LeaderSession {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Lock id → the holder in this process. Emptied when the connection breaks. */
  private readonly holders = new Map<number, object>();
  private ping: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  /** The connection's statements, one after another (pg 9 refuses overlapping queries on one client). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly backend: Backend) {}

  /** Whether `holder` holds `lockId` right now. */
  holds(lockId: number, holder: object): boolean {
    return this.holders.get(lockId) === holder;
  }

  /**
   * Takes `lockId` for `holder` if free across processes (never waits); true when `holder` has it.
   * Throws when the database cannot be reached.
   */
  async tryLock(lockId: number, holder: object): Promise<boolean> {
    const owner = this.holders.get(lockId);
    if (owner) return owner === holder;
    if (this.closed) return false;
    const res =
      this.backend.kind === 'pglite'
        ? await this.backend.db.execute(sql`select pg_try_advisory_lock(${lockId}) as ok`)
        : await this.serially(async () => (await this.connection()).query(LOCK, [lockId]));
    const ok = firstRow(res)?.ok === true;
    if (!ok) return false;
    // Two holders of one id in this process asked at once: the session took it for the first, and took
    // it again for this one (session locks count re-entries): give the second count back.
    if (this.holders.has(lockId)) {
      await this.release(lockId);
      return false;
    }
    this.holders.set(lockId, holder);
    this.watch();
    return true;
  }

  /** Gives `lockId` up if `holder` has it; another process may take it at once. */
  async unlock(lockId: number, holder: object): Promise<void> {
    if (this.holders.get(lockId) !== holder) return;
    this.holders.delete(lockId);
    await this.release(lockId);
    if (this.holders.size === 0) this.unwatch();
  }

  /** One count of `lockId` given back on the session. */
  private async release(lockId: number): Promise<void> {
    if (this.backend.kind === 'pglite') {
      await this.backend.db.execute(sql`select pg_advisory_unlock(${lockId})`).catch(() => {});
      return;
    }
    const client = this.client;
    if (!client) return;
    try {
      await this.serially(() => client.query(UNLOCK, [lockId]));
    } catch {
      // A connection that fails here has lost every lock anyway.
      this.drop(client);
    }
  }

  /** Releases every lock (the connection closes with them) and refuses new ones. */
  async close(): Promise<void> {
    this.closed = true;
    this.unwatch();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.holders.clear();
    this.client = undefined;
    if (client) await client.end().catch(() => {});
  }

  private serially<T>(statement: () => Promise<T>): Promise<T> {
    const next = this.queue.then(statement, statement);
    this.queue = next.catch(() => {});
    return next;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    const { backend } = this;
    if (backend.kind !== 'postgres') throw new Error('no connection of its own on PGlite');
    this.connecting ??= (async () => {
      const client = new pg.Client(backend.config);
      // Terminated, restarted or cut: every lock is gone with the session.
      client.on('error', () => this.drop(client));
      client.on('end', () => this.drop(client));
      try {
        await client.connect();
      } catch (err) {
        client.end().catch(() => {});
        throw err;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        throw new Error('leader session closed');
      }
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.holders.clear();
    this.unwatch();
    client.end().catch(() => {});
  }

  /** A cut that no packet reports (a dead peer) is found by a query that does not come back. */
  private watch(): void {
    if (this.ping || this.backend.kind !== 'postgres') return;
    this.ping = setInterval(() => {
      const client = this.client;
      if (client) this.serially(() => client.query('select 1')).catch(() => this.drop(client));
    }, LEADER_PING_MS);
    this.ping.unref();
  }

  private unwatch(): void {
    clearInterval(this.ping);
    this.ping = undefined;
  }
}

const sessions = new WeakMap<object, LeaderSession>();

/** The leader session of a PostgreSQL database (openPostgres makes it with the pool, beside it). */
export function registerLeaderSession(db: Db, config: pg.ClientConfig): LeaderSession {
  const session = new LeaderSession({ kind: 'postgres', config });
  sessions.set(db, session);
  return session;
}

/**
 * The leader session of `db`. PGlite has one session per process, so its locks are taken on it;
 * a PostgreSQL database must have been opened by openPostgres (which keeps a connection for them).
 */
export function leaderSessionOf(db: Db): LeaderSession {
  let session = sessions.get(db);
  if (session) return session;
  if ((db as { $client?: unknown }).$client instanceof pg.Pool)
    throw new Error('a PostgreSQL database without its leader session: open it with openPostgres');
  session = new LeaderSession({ kind: 'pglite', db });
  sessions.set(db, session);
  return session;
}
