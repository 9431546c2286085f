// Production without an SMS gateway (issue 34): the outbox texts nobody outside development, so a switch
// whose flow sends codes by SMS is off on a new site, an operator cannot turn one on, and a start with one
// on is refused with a message naming it (and how to get out: a gateway, or `npm run sms:off`). Real
// server processes with NODE_ENV=production, on PostgreSQL with TEST_DATABASE_URL, else PGlite.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { listening, newDatabase, startServer, stop, type TestDatabase } from '../support/server-process.ts';

const OPS = randomBytes(32).toString('base64');
const production = (sms: Record<string, string>) => ({
  NODE_ENV: 'production',
  OPS_TOKEN: OPS,
  STUDIO_SECRET: randomBytes(32).toString('base64'),
  SEED_KEY: OPS,
  PUBLIC_ORIGIN: 'https://swerte.example',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ...sms,
});
const OUTBOX = { SMS_PROVIDER: 'outbox' };
// The gateway is never reached here: the start and the switch need only that one is configured.
const SEMAPHORE = {
  SMS_PROVIDER: 'semaphore',
  SEMAPHORE_API_KEY: 'sem-key',
  SMS_API_BASE: 'http://127.0.0.1:9',
};

describe('SMS switches without a gateway, NODE_ENV=production', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await newDatabase(process.env.TEST_DATABASE_URL, 'swerte_sms');
  });
  afterAll(() => db?.drop());

  const patchSwitches = (base: string, switches: Record<string, boolean>) =>
    fetch(base + PATHS.opsConfig, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${OPS}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ switches }),
    });
  const switchesOf = async (base: string) => {
    const res = await fetch(base + PATHS.opsConfig, { headers: { Authorization: `Bearer ${OPS}` } });
    return ((await res.json()) as { value: { switches: Record<string, boolean> } }).value.switches;
  };

  it('starts with them off, refuses turning one on, and refuses a start with one on', async () => {
    // A new site without a gateway: every switch that texts a code is off, and stays off.
    const outbox = startServer('sms-outbox', db, production(OUTBOX));
    await listening(outbox);
    expect(await switchesOf(outbox.base)).toMatchObject({
      MOBILEVERCODELOGIN3: false,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
      CHNGPASSVERIF3: false,
      USERNAMEREG3: true,
    });
    const refused = await patchSwitches(outbox.base, { MOBILEVERCODELOGIN3: true, USERNAMEREG3: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'ops.sms.gateway',
      value: { switches: ['MOBILEVERCODELOGIN3'] },
    });
    expect((await patchSwitches(outbox.base, { USERNAMEREG3: true })).status).toBe(200);
    expect(await stop(outbox)).toBe(0);

    // With a gateway the operator turns SMS login on.
    const gateway = startServer('sms-gateway', db, production(SEMAPHORE));
    await listening(gateway);
    expect((await patchSwitches(gateway.base, { MOBILEVERCODELOGIN3: true })).status).toBe(200);
    expect(await stop(gateway)).toBe(0);

    // Back on the outbox: the start is refused, naming the merchant, the switch and the ways out.
    const again = startServer('sms-outbox-again', db, production(OUTBOX));
    expect(await again.exited).not.toBe(0);
    expect(again.stderr()).toContain('SWERTE: MOBILEVERCODELOGIN3');
    expect(again.stderr()).toMatch(/SMS_PROVIDER=semaphore or twilio.*npm run sms:off/s);

    // `npm run sms:off` turns it off, and the outbox start goes through.
    const off = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sms-off.ts'], {
      env: { ...process.env, DATABASE_URL: db.url ?? '', DATA_DIR: db.dataDir ?? '' },
      encoding: 'utf8',
    });
    expect(off.status, off.stderr).toBe(0);
    expect(off.stdout).toContain('SWERTE: turned off MOBILEVERCODELOGIN3');
    const last = startServer('sms-outbox-last', db, production(OUTBOX));
    await listening(last);
    expect((await switchesOf(last.base)).MOBILEVERCODELOGIN3).toBe(false);
    expect(await stop(last)).toBe(0);
  });
});
