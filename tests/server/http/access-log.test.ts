import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { AccessLogEntry } from '../../../server/http/access-log.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { authClient } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const { demo } = SEED_ACCOUNTS;

describe.each(databases)('access log on $kind', ({ kind }) => {
  let h: Harness;
  let logged: Harness;
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as AccessLogEntry);

  beforeAll(async () => {
    h = await createHarness(kind);
    const { app } = createApp({
      db: h.database.db,
      config: h.services.config,
      now: h.services.now,
      logError: () => {},
      accessLog: (line) => lines.push(line),
    });
    logged = { ...h, app };
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a login logs one line with status and ms; no password or token anywhere in the log', async () => {
    const c = authClient(logged);
    lines.length = 0;
    const res = await c.login({ type: 'username', username: demo.account, password: demo.password });
    const { token } = await okValue(res, LoginResultSchema);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const logins = entries().filter((e) => e.path === PATHS.login);
    expect(logins).toHaveLength(1);
    const [line] = logins;
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      id,
      method: 'POST',
      path: PATHS.login,
      status: 200,
      ms: expect.any(Number),
      ip: c.ip,
    });
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    const all = lines.join('\n');
    expect(all).not.toContain(demo.password);
    expect(all).not.toContain(token);

    // A failed login: its status, still no password.
    lines.length = 0;
    const wrong = await c.login({ type: 'username', username: demo.account, password: 'Wrong98765' });
    expect(wrong.status).toBe(401);
    expect(entries().find((e) => e.path === PATHS.login)?.status).toBe(401);
    expect(lines.join('\n')).not.toContain('Wrong98765');

    // An authenticated call: the session token (a header) is never logged.
    lines.length = 0;
    await c.get(PATHS.memberInfo, token);
    expect(entries()).toMatchObject([{ method: 'GET', path: PATHS.memberInfo, status: 200 }]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('drops the query string and never logs the bearer token', async () => {
    lines.length = 0;
    const res = await logged.app.request(`${PATHS.opsOutbox}?channel=sms&recipient=secret-recipient`, {
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(entries()).toMatchObject([{ method: 'GET', path: PATHS.opsOutbox, status: 200 }]);
    expect(lines[0]).not.toContain('?');
    expect(lines[0]).not.toContain('secret-recipient');
    expect(lines[0]).not.toContain(TEST_OPS_TOKEN);
  });

  it('keeps a safe incoming X-Request-Id and replaces a hostile one', async () => {
    lines.length = 0;
    const safe = await logged.app.request(PATHS.captcha, { headers: { 'X-Request-Id': 'proxy-4f2a.77_b' } });
    expect(safe.headers.get('X-Request-Id')).toBe('proxy-4f2a.77_b');
    for (const hostile of [
      '", "status": 200, "x": "',
      'a'.repeat(65),
      'short',
      'id with spaces',
      '<script>',
    ]) {
      const res = await logged.app.request(PATHS.captcha, { headers: { 'X-Request-Id': hostile } });
      const id = res.headers.get('X-Request-Id');
      expect(id).not.toBe(hostile);
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    }
    const ids = entries().map((e) => e.id);
    expect(ids).toHaveLength(6);
    expect(ids[0]).toBe('proxy-4f2a.77_b');
    expect(new Set(ids).size).toBe(6);
    expect(lines.join('\n')).not.toContain('<script>');
  });

  it('logs 404s and answers without a sink; a failing sink never fails a request', async () => {
    lines.length = 0;
    const missing = await logged.app.request('/wps/no/such/route?token=abc');
    expect(missing.status).toBe(404);
    expect(entries()).toMatchObject([{ path: '/wps/no/such/route', status: 404 }]);

    // The harness app has no sink (tests stay quiet) but still answers with a request id.
    const quiet = await h.get(PATHS.captcha);
    expect(quiet.status).toBe(200);
    expect(quiet.headers.get('X-Request-Id')).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const { app } = createApp({
      db: h.database.db,
      config: h.services.config,
      logError: () => {},
      accessLog: () => {
        throw new Error('disk full');
      },
    });
    expect((await app.request(PATHS.captcha)).status).toBe(200);
  });
});
