import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HousekeepingJob, housekeep } from '../../../server/auth/housekeeping.ts';
import { captchas, outbox, resetTokens, sessions, smsCodes, smsSends } from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/types.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { MemberInfoSchema } from '../../../src/shared/schemas/session.ts';
import { authClient } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, memberIdOf, okValue } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tag = () => randomBytes(8).toString('hex');

describe.each(databases)('housekeeping on $kind', ({ kind }) => {
  let h: Harness;
  let db: Db;
  let now: number;
  let demoId: number;
  const jobs: HousekeepingJob[] = [];

  beforeAll(async () => {
    h = await createHarness(kind);
    db = h.database.db;
    now = h.services.now();
    demoId = await memberIdOf(h, SEED_ACCOUNTS.demo.account);
  });
  afterAll(async () => {
    for (const job of jobs) await job.stop();
    await h?.close();
  });

  const captcha = async (expiresAgoMs: number) => {
    const id = tag();
    await db.insert(captchas).values({
      id,
      codeHash: 'x',
      codeSealed: 'x',
      createdAt: new Date(now - expiresAgoMs - 300_000),
      expiresAt: new Date(now - expiresAgoMs),
    });
    return id;
  };
  const smsCode = async (expiresAgoMs: number) => {
    const [row] = await db
      .insert(smsCodes)
      .values({
        merchantCode: 'SWERTE',
        mobile: `+63${tag().slice(0, 10)}`,
        purpose: 'login',
        codeHash: 'x',
        createdAt: new Date(now - expiresAgoMs - 300_000),
        expiresAt: new Date(now - expiresAgoMs),
      })
      .returning({ id: smsCodes.id });
    return row?.id ?? -1;
  };
  const session = async (opts: { expiresAgoMs: number; revokedAgoMs?: number }) => {
    const [row] = await db
      .insert(sessions)
      .values({
        tokenHash: tag(),
        memberId: demoId,
        merchantCode: 'SWERTE',
        createdAt: new Date(now - opts.expiresAgoMs - DAY),
        lastSeenAt: new Date(now - opts.expiresAgoMs - DAY),
        expiresAt: new Date(now - opts.expiresAgoMs),
        revokedAt: opts.revokedAgoMs === undefined ? null : new Date(now - opts.revokedAgoMs),
      })
      .returning({ id: sessions.id });
    return row?.id ?? -1;
  };
  const resetToken = async (expiresAgoMs: number, used = false) => {
    const [row] = await db
      .insert(resetTokens)
      .values({
        tokenHash: tag(),
        memberId: demoId,
        createdAt: new Date(now - expiresAgoMs - 1_800_000),
        expiresAt: new Date(now - expiresAgoMs),
        usedAt: used ? new Date(now - expiresAgoMs - 60_000) : null,
      })
      .returning({ id: resetTokens.id });
    return row?.id ?? -1;
  };
  const message = async (ageMs: number) => {
    const [row] = await db
      .insert(outbox)
      .values({ channel: 'sms', recipient: `+63${tag()}`, body: 'hello', createdAt: new Date(now - ageMs) })
      .returning({ id: outbox.id });
    return row?.id ?? -1;
  };
  const smsSend = async (ageMs: number) => {
    const [row] = await db
      .insert(smsSends)
      .values({
        recipient: `+63${tag()}`,
        purpose: 'login',
        provider: 'semaphore',
        status: 'sent',
        attempts: 1,
        createdAt: new Date(now - ageMs),
      })
      .returning({ id: smsSends.id });
    return row?.id ?? -1;
  };

  const left = async <T extends string | number>(
    table:
      | typeof captchas
      | typeof smsCodes
      | typeof sessions
      | typeof resetTokens
      | typeof outbox
      | typeof smsSends,
    ids: T[],
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      // biome-ignore lint/suspicious/noExplicitAny: one helper over five id columns (text or serial)
      .where(inArray(table.id as any, ids));
    return row?.n ?? 0;
  };

  it('purges expired captchas, codes, sessions, reset tokens and old outbox rows; live ones keep working', async () => {
    const c = authClient(h);
    // Live rows made through the app.
    const token = await c.passwordLogin(SEED_ACCOUNTS.demo.account, SEED_ACCOUNTS.demo.password);
    const { captchaId, captcha: answer } = await c.solvedCaptcha();
    const code = await c.smsCode(SEED_ACCOUNTS.demo.mobile.slice(2), 'login');

    const oldCaptchas = [await captcha(2 * DAY), await captcha(25 * HOUR)];
    const keptCaptchas = [await captcha(HOUR), await captcha(-60_000)];
    const oldCodes = [await smsCode(2 * DAY)];
    const keptCodes = [await smsCode(HOUR)];
    const oldSessions = [
      await session({ expiresAgoMs: 2 * DAY }),
      // Revoked two days ago, not expired yet: dead all the same.
      await session({ expiresAgoMs: -DAY, revokedAgoMs: 2 * DAY }),
    ];
    const keptSessions = [
      await session({ expiresAgoMs: HOUR }),
      await session({ expiresAgoMs: -DAY, revokedAgoMs: HOUR }),
    ];
    const oldTokens = [await resetToken(2 * DAY), await resetToken(2 * DAY, true)];
    const keptTokens = [await resetToken(-1_000_000), await resetToken(HOUR, true)];
    const oldMessages = [await message(8 * DAY)];
    const keptMessages = [await message(6 * DAY), await message(0)];
    const oldSends = [await smsSend(91 * DAY)];
    const keptSends = [await smsSend(89 * DAY)];

    const report = await housekeep(db, { now });
    expect(report.captchas).toBeGreaterThanOrEqual(2);
    expect(report.smsCodes).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(report.resetTokens).toBeGreaterThanOrEqual(2);
    expect(report.outbox).toBeGreaterThanOrEqual(1);

    expect(await left(captchas, oldCaptchas)).toBe(0);
    expect(await left(captchas, keptCaptchas)).toBe(2);
    expect(await left(smsCodes, oldCodes)).toBe(0);
    expect(await left(smsCodes, keptCodes)).toBe(1);
    expect(await left(sessions, oldSessions)).toBe(0);
    expect(await left(sessions, keptSessions)).toBe(2);
    expect(await left(resetTokens, oldTokens)).toBe(0);
    expect(await left(resetTokens, keptTokens)).toBe(2);
    expect(await left(outbox, oldMessages)).toBe(0);
    expect(await left(outbox, keptMessages)).toBe(2);
    expect(await left(smsSends, oldSends)).toBe(0);
    expect(await left(smsSends, keptSends)).toBe(1);

    // The live session, captcha and SMS code still work.
    const info = await okValue(await c.get(PATHS.memberInfo, token), MemberInfoSchema);
    expect(info.account).toBe(SEED_ACCOUNTS.demo.account);
    expect(await h.services.captchas.verify(captchaId, answer)).toBe(true);
    expect((await h.services.smsCodes.check('SWERTE', SEED_ACCOUNTS.demo.mobile, 'login', code)).ok).toBe(
      true,
    );
    // Nothing is due any more.
    const again = await housekeep(db, { now });
    expect(again).toEqual({
      captchas: 0,
      smsCodes: 0,
      emailCodes: 0,
      sessions: 0,
      resetTokens: 0,
      socialStates: 0,
      socialTickets: 0,
      outbox: 0,
      smsSends: 0,
      batches: 10,
    });
  });

  it('deletes in batches and stops between batches on shutdown', async () => {
    await housekeep(db, { now });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await captcha(2 * DAY));

    let batches = 0;
    const stopped = await housekeep(db, { now, batchSize: 10, shouldStop: () => batches++ >= 1 });
    expect(stopped.captchas).toBe(10);
    expect(stopped.batches).toBe(1);
    expect(await left(captchas, ids)).toBe(15);

    const report = await housekeep(db, { now, batchSize: 10 });
    // 10 + 5 captchas, then one (empty) batch for each of the nine other passes.
    expect(report).toEqual({
      captchas: 15,
      smsCodes: 0,
      emailCodes: 0,
      sessions: 0,
      resetTokens: 0,
      socialStates: 0,
      socialTickets: 0,
      outbox: 0,
      smsSends: 0,
      batches: 11,
    });
    expect(await left(captchas, ids)).toBe(0);
  });

  it('the job purges as the leader and logs one line per run that deleted something', async () => {
    await housekeep(db, { now });
    const old = await message(30 * DAY);
    const lines: string[] = [];
    const job = new HousekeepingJob({ db, now: () => now, log: (l) => lines.push(l) });
    jobs.push(job);
    await job.run();
    expect(await left(outbox, [old])).toBe(0);
    expect(lines).toEqual(['swerte: housekeeping deleted 1 outbox']);
    await job.run();
    expect(lines).toHaveLength(1);
    await job.stop();
  });

  if (kind === 'postgres') {
    it('two jobs on one PostgreSQL: only the leader purges, the other takes over when it stops', async () => {
      const { leader, follower } = await leaderPair(() => new HousekeepingJob({ db, now: () => now }), jobs);
      const old = await captcha(3 * DAY);
      expect(await follower.runOnce()).toBeNull();
      expect(await left(captchas, [old])).toBe(1);
      expect((await leader.runOnce())?.captchas).toBe(1);
      expect(await left(captchas, [old])).toBe(0);

      const older = await captcha(3 * DAY);
      await leader.stop();
      expect((await follower.runOnce())?.captchas).toBe(1);
      expect(follower.isLeader).toBe(true);
      expect(await left(captchas, [older])).toBe(0);
    });
  }
});
