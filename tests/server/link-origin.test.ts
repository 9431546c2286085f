// Every link the server builds starts at PUBLIC_ORIGIN, in development the loopback origin
// it listens on: a request for Host evil.example never puts evil.example into a reset link, a launch
// return URL or the web-clip start URL. (@hono/node-server builds the request URL from the Host
// header, so a request to http://evil.example/… is what such a client looks like to the app.)
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SEED_ACCOUNTS } from '../../server/seed/seed.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { OutboxMessageSchema } from '../../src/shared/schemas/ops.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from './support/harness.ts';
import { studioPlayer } from './support/studio-client.ts';

const EVIL = 'http://evil.example';
const HOUR = 3_600_000;
const evil = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };
/** Where links go: the configured PUBLIC_ORIGIN, and development's loopback default. */
const ORIGINS = [
  ['configured', loadConfig({ PUBLIC_ORIGIN: 'https://swerte.example' }).publicOrigin],
  ['development loopback', loadConfig({ HOST: '0.0.0.0', PORT: '8123' }).publicOrigin],
] as const;

describe.each(databases)('links under a forged Host on $kind', ({ kind }) => {
  let h: Harness;
  let player: Awaited<ReturnType<typeof studioPlayer>>;
  beforeAll(async () => {
    h = await createHarness(kind);
    player = await studioPlayer(h);
  });
  afterAll(() => h?.close());

  it('origins under test', () => {
    expect(ORIGINS.map(([, origin]) => origin)).toEqual(['https://swerte.example', 'http://127.0.0.1:8123']);
  });

  it.each(ORIGINS)('the e-mailed reset link is on the %s origin', async (_, origin) => {
    h.advance(HOUR); // past the previous case's forgot-password throttle
    const app = h.appWith({ publicOrigin: origin });
    const { account, email } = SEED_ACCOUNTS.demo;
    const res = await app.request(`${EVIL}${PATHS.forgotEmail}`, {
      method: 'POST',
      headers: {
        ...evil,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': player.client.ip,
      },
      body: new URLSearchParams({ username: account, email }).toString(),
    });
    await okValue(res, v.null());
    const sent = await okValue(
      await app.request(`${PATHS.opsOutbox}?channel=email&recipient=${encodeURIComponent(email)}`, {
        headers: ops,
      }),
      v.array(OutboxMessageSchema),
    );
    const bodies = sent.map((m) => m.body);
    expect(bodies.filter((b) => b.includes(`${origin}/m/forget?resetToken=`))).toHaveLength(1);
    expect(bodies.join('\n')).not.toContain('evil.example');
  });

  it.each(ORIGINS)('a launch return URL is on the %s origin', async (_, origin) => {
    const app = h.appWith({
      publicOrigin: origin,
      vendors: [
        { code: 'PG', launchUrl: 'https://vendor.example/launch', secret: 'vendor-secret-0123456789' },
      ],
    });
    const [pg] = await h.database.db.query.games.findMany({
      where: (t, { and, eq }) => and(eq(t.vassalage, 'PG'), eq(t.supportPlay, true)),
      limit: 1,
    });
    if (!pg) throw new Error('no playable PG game');
    const res = await app.request(
      `${EVIL}${PATHS.launch}?nodeId=${pg.nodeId}&gameId=${pg.gameId}&vendor=PG`,
      {
        headers: { ...evil, Token: player.token, 'X-Forwarded-For': player.client.ip },
      },
    );
    const { url } = await okValue(res, v.object({ kind: v.literal('url'), url: v.string() }));
    expect(new URL(url).searchParams.get('returnUrl')).toBe(`${origin}/m/home`);
  });

  it.each(ORIGINS)('the web-clip start URL is on the %s origin', async (_, origin) => {
    const res = await h.appWith({ publicOrigin: origin }).request(`${EVIL}${PATHS.webClipProfile}`, {
      headers: evil,
    });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<key>URL</key><string>${origin}/m/home?webclip=1</string>`);
    expect(xml).not.toContain('evil.example');
  });
});
