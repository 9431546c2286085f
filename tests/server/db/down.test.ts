import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { AppDeps } from '../../../server/context.ts';
import { openPostgres } from '../../../server/db/client.ts';
import { isDatabaseUnavailable } from '../../../server/db/pg-errors.ts';
import type { Database } from '../../../server/db/types.ts';
import { NOT_READY } from '../../../server/http/health.ts';
import { seeded } from '../../../server/seed/seed.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { failure, fakeDist, TEST_OPS_TOKEN, TEST_PASSWORD_COST } from '../support/harness.ts';

// A PostgreSQL that goes away answers 503 `database.unavailable` within seconds, not a hang
// or a 500, and the app recovers when it is back. The database sits behind a TCP proxy the test can
// switch off (connections reset, port closed) or turn into a black hole (accepts, never answers).
const adminUrl = process.env.TEST_DATABASE_URL;

/** 127.0.0.1:<port> → the PostgreSQL server, with a switch. */
class SwitchableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  blackHole = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.blackHole = false;
    if (this.server) return;
    const server = createServer((client) => {
      this.track(client);
      if (this.blackHole) return;
      const upstream = this.track(tcpConnect(this.target.port, this.target.host));
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The database is gone: open connections reset, new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      this.sockets.delete(socket);
      for (const s of this.sockets) if (s !== socket && s.destroyed) this.sockets.delete(s);
    });
    return socket;
  }
}

describe.skipIf(!adminUrl)('PostgreSQL down', () => {
  const name = `swerte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let proxy: SwitchableProxy;
  let database: Database;
  let app: ReturnType<typeof createApp>['app'];
  const distDir = fakeDist();
  const logged: string[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(adminUrl as string);
    proxy = new SwitchableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.up();
    const url = new URL(adminUrl as string);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), seeded({ passwordCost: TEST_PASSWORD_COST, team: false }), {
      connectMs: 1000,
    });
    const config: AppDeps['config'] = {
      opsToken: TEST_OPS_TOKEN,
      imageCdns: ['/cdn/a'],
      defaultCountry: 'PH',
      trustProxy: true,
      distDir,
      passwordCost: TEST_PASSWORD_COST,
      publicOrigin: undefined,
    };
    ({ app } = createApp({
      db: database.db,
      config,
      logError: (message, err) => logged.push(`${message} ${err}`),
    }));
  });
  afterAll(async () => {
    await proxy.up().catch(() => {});
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** A request that reads the database every time: an unknown merchant is looked up, never cached. */
  const ask = () =>
    Promise.resolve(app.request(PATHS.siteConfig, { headers: { Merchant: `NOPE${Date.now()}` } }));
  const timed = async () => {
    const started = Date.now();
    const res = await ask();
    return { res, ms: Date.now() - started };
  };

  /** /readyz once its one-second memory of the last check has passed. */
  const readiness = async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const res = await app.request('/readyz');
    return {
      status: res.status,
      body: (await res.json()) as { code: string; value: Record<string, unknown> },
    };
  };

  it('answers while the database is up', async () => {
    expect((await failure(await ask())).code).toBe(CODES.merchantUnknown);
    expect(await readiness()).toMatchObject({
      status: 200,
      body: { value: { ready: true, database: 'ok' } },
    });
  });

  it('database down (connections reset, port closed): 503 database.unavailable at once, one log line', async () => {
    await proxy.down();
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await timed();
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await failure(res)).toMatchObject({ code: CODES.databaseUnavailable });
      expect(ms).toBeLessThan(3000);
    }
    expect(logged.at(-1)).toMatch(/database unavailable: .*(ECONNREFUSED|terminated)/);
    expect(logged.at(-1)).not.toContain('\n    at ');
    // Not ready, saying why; alive all the same (a restart would not bring the database back).
    const down = await readiness();
    expect(down).toMatchObject({ status: 503, body: { code: NOT_READY, value: { ready: false } } });
    expect(down.body.value.database).not.toBe('ok');
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('a database that accepts and never answers: 503 after the connect timeout, not a hang', async () => {
    await proxy.up();
    proxy.blackHole = true;
    const { res, ms } = await timed();
    expect(res.status).toBe(503);
    expect((await failure(res)).code).toBe(CODES.databaseUnavailable);
    expect(ms).toBeLessThan(4000); // connectMs: 1000
    // The probe does not hang with it: not ready within its own 2 s.
    const started = Date.now();
    expect((await readiness()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1100 + 3000);
  });

  it('back up: the same app answers again, and is ready', async () => {
    await proxy.down();
    await proxy.up();
    expect((await failure(await ask())).code).toBe(CODES.merchantUnknown);
    expect(await readiness()).toMatchObject({ status: 200, body: { value: { ready: true } } });
  });

  it('a connection terminated inside a transaction fails that transaction as unavailable, not the process', async () => {
    // Between two statements the connection is checked out and idle: the pool does not listen to it then,
    // and an 'error' event nobody listens to would end the server (seen under the fault soak).
    const err = await database.db
      .transaction(async (tx) => {
        const res = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (res as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((await failure(await ask())).code).toBe(CODES.merchantUnknown);
  });

  it('a statement over statement_timeout is cancelled and counts as unavailable', async () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const slow = await openPostgres(url.toString(), seeded({ passwordCost: TEST_PASSWORD_COST }), {
      statementMs: 100,
    });
    try {
      const err = await slow.db.execute(sql`select pg_sleep(2)`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(String((err as Error).cause ?? err)).toContain('statement timeout');
    } finally {
      await slow.close();
    }
  });
});
