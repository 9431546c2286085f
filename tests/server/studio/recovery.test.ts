import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SEED_KEY, DEV_STUDIO_SECRET } from '../../../server/config.ts';
import { gameRounds, memberExclusions, seamlessTransactions } from '../../../server/db/schema.ts';
import { SeedSeal } from '../../../server/lib/seed-seal.ts';
import { LiveRounds } from '../../../server/studio/live-rounds.ts';
import { recoverPendingRounds, studioRecoveryJob } from '../../../server/studio/recovery.ts';
import { SeamlessClient, type Send } from '../../../server/studio/seamless-client.ts';
import { Studio } from '../../../server/studio/studio.ts';
import { credit, debit } from '../../../server/wallet/ledger.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import type { SeamlessKind } from '../../../src/shared/schemas/studio.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, memberIdOf } from '../support/harness.ts';
import { closeReconciled, testReason, testReference } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

const KIND_OF: Record<string, SeamlessKind> = {
  [PATHS.seamlessBalance]: 'balance',
  [PATHS.seamlessBet]: 'bet',
  [PATHS.seamlessWin]: 'win',
  [PATHS.seamlessRollback]: 'rollback',
};

// A studio round is recorded (outcome fixed) before any money moves, and a crash anywhere after
// that leaves it `pending`; recovery completes it so bet and win are taken exactly once. The "crash" is a
// wallet transport that dies before a call reaches the wallet, or after the wallet applied it but before
// the answer came back — the two ways a process can die around a call.
describe.each(databases)('studio round recovery ($kind)', ({ kind }) => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  let memberId: number;
  let diceToken: string;
  let crash: { kind: SeamlessKind; when: 'before' | 'after' } | undefined;
  /** The wallet's database is down: every call answers 503 database.unavailable without reaching it. */
  let walletDown = false;
  let studio: Studio;

  beforeAll(async () => {
    h = await createHarness(kind);
    p = await studioPlayer(h);
    memberId = await memberIdOf(h, 'demo');
    const dice = await p.launch('swerte-dice');
    if (dice.kind !== 'inHouse') throw new Error('in house');
    diceToken = dice.token;
    const send: Send = async (path, init) => {
      if (walletDown)
        return new Response(
          JSON.stringify({ successful: false, code: 'database.unavailable', value: null }),
          {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      const dies = crash && KIND_OF[path] === crash.kind ? crash.when : undefined;
      if (dies === 'before') throw new Error('process died before the call');
      const res = await h.app.request(path, init);
      if (dies === 'after') throw new Error('process died before the answer');
      return res;
    };
    studio = new Studio(
      h.database.db,
      new SeamlessClient('SWERTE', DEV_STUDIO_SECRET, send),
      new SeedSeal(DEV_SEED_KEY),
    );
  }, 60_000);
  // The races above must leave a ledger that reconciles (server/wallet/reconcile.ts).
  afterAll(() => closeReconciled(h));

  const player = () => ({ memberId, merchant: 'SWERTE', token: diceToken });
  /**
   * A dice round at 95 % win chance, killed as `crash` says; answers the pending round's record and the
   * balance just before it was played.
   */
  async function killedRound(dies: NonNullable<typeof crash>) {
    for (;;) {
      const before = await p.balance();
      crash = dies;
      const played = await studio.play(player(), {
        betCents: 100,
        dice: { target: 9_500, direction: 'under' },
      });
      crash = undefined;
      // A lost round (5 %) makes no win call to kill: it completes; play another.
      if (played.ok && dies.kind === 'win' && played.value.round.winCents === 0) continue;
      expect(played).toEqual({ ok: false, error: 'wallet.failed' });
      const [round] = await h.database.db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'pending')));
      if (!round) throw new Error('the killed round was not left pending');
      return { round, before };
    }
  }
  const deps = () => ({
    db: h.database.db,
    studio,
    liveRounds: new LiveRounds(h.database.db, studio, Date.now),
    tokens: h.services.vendors.tokens,
    now: Date.now(),
  });
  const status = async (roundId: string) =>
    (await h.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId)))[0]?.status;

  const cases = [
    { kind: 'bet', when: 'before', moved: 0 },
    { kind: 'bet', when: 'after', moved: -100 },
    { kind: 'win', when: 'before', moved: -100 },
    { kind: 'win', when: 'after', moved: 'win' },
  ] as const;
  for (const c of cases) {
    it(`a round killed ${c.when} its ${c.kind} is completed once: bet and win taken exactly once`, async () => {
      const { round, before } = await killedRound({ kind: c.kind, when: c.when });
      const win = round.winCents;
      expect(await p.balance()).toBe(before + (c.moved === 'win' ? win - 100 : c.moved));
      // Not taken for abandoned while it may still be in flight.
      expect(await recoverPendingRounds({ ...deps(), graceMs: 60_000 })).toEqual({
        completed: 0,
        voided: 0,
        pending: 0,
      });
      expect(await recoverPendingRounds({ ...deps(), graceMs: 0 })).toEqual({
        completed: 1,
        voided: 0,
        pending: 0,
      });
      expect(await status(round.roundId)).toBe('complete');
      expect(await p.balance()).toBe(before - 100 + win);
      // A second pass finds nothing, and replaying the round's calls moves nothing more.
      expect((await recoverPendingRounds({ ...deps(), graceMs: 0 })).completed).toBe(0);
      await studio.settle(round, diceToken, 'SWERTE');
      expect(await p.balance()).toBe(before - 100 + win);
    });
  }

  it("the wallet's database down: the play answers unavailable (503, not 502), the round waits and is completed once", async () => {
    const before = await p.balance();
    walletDown = true;
    const played = await studio.play(player(), {
      betCents: 100,
      dice: { target: 9_500, direction: 'under' },
    });
    walletDown = false;
    expect(played).toEqual({ ok: false, error: 'wallet.unavailable' });
    const [round] = await h.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'pending')));
    if (!round) throw new Error('the round was not left pending');
    expect(await p.balance()).toBe(before);
    expect((await recoverPendingRounds({ ...deps(), graceMs: 0 })).completed).toBe(1);
    expect(await p.balance()).toBe(before - 100 + round.winCents);
  });

  it('a killed round whose player can no longer pay is voided, and its late bet can never land', async () => {
    const { round } = await killedRound({ kind: 'bet', when: 'before' });
    const balance = await p.balance();
    // The player spends everything elsewhere before recovery runs.
    await debit(h.database.db, {
      memberId,
      amountCents: balance,
      reason: testReason('test.adjust'),
      reference: testReference(`test:drain:${round.roundId}`),
    });
    expect(await recoverPendingRounds({ ...deps(), graceMs: 0 })).toEqual({
      completed: 0,
      voided: 1,
      pending: 0,
    });
    expect(await status(round.roundId)).toBe('void');
    const [tombstone] = await h.database.db
      .select()
      .from(seamlessTransactions)
      .where(eq(seamlessTransactions.transactionId, `${round.roundId}:bet`));
    expect(tombstone).toMatchObject({ kind: 'rollback', outcome: 'tombstone' });
    expect(await p.balance()).toBe(0);
    await credit(h.database.db, {
      memberId,
      amountCents: balance,
      reason: testReason('test.adjust'),
      reference: testReference(`test:refill:${round.roundId}`),
    });
  });

  it('a play whose bet the wallet refuses for its token is void: no recovery takes that stake later', async () => {
    // A pending round's outcome is fixed and, once the player rotates the seed, known to them; its stake
    // then depends on the balance at recovery time. A player able to leave rounds pending at will (a game
    // token of a signed-out session, or a forged one) could drain the wallet before recovery for the
    // losses and keep it for the wins: a free option on every round.
    const other = await studioPlayer(h);
    const launched = await other.launch('swerte-dice');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    expect((await other.client.json('DELETE', PATHS.session, {}, other.token)).status).toBe(200);
    const forged = `${diceToken.split('.')[0]}.${'0'.repeat(64)}`;
    for (const token of [launched.token, forged]) {
      const before = await p.balance();
      const body = { token, betCents: 100, dice: { target: 9_500, direction: 'under' } };
      const res = await failed(await p.client.json('POST', PATHS.studioPlay, body, p.token));
      // Whatever the player does meanwhile, a recovery pass moves none of that round's money.
      expect(await recoverPendingRounds({ ...deps(), graceMs: 0 })).toEqual({
        completed: 0,
        voided: 0,
        pending: 0,
      });
      expect(await p.balance()).toBe(before);
      const [latest] = await h.database.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.memberId, memberId))
        .orderBy(desc(gameRounds.id))
        .limit(1);
      expect(latest?.status).toBe('void');
      expect([res.status, res.code]).toEqual([403, 'player.token.invalid']);
    }
  });

  it('a play whose bet an exclusion refuses is void: the stake is not taken once the exclusion ends', async () => {
    const before = await p.balance();
    const now = Date.now();
    const [excluded] = await h.database.db
      .insert(memberExclusions)
      .values({
        memberId,
        merchantCode: 'SWERTE',
        kind: 'timeout',
        period: '1d',
        startsAt: new Date(now - 1_000),
        endsAt: new Date(now + 3_600_000),
        createdAt: new Date(now - 1_000),
      })
      .returning();
    const played = await studio.play(player(), {
      betCents: 100,
      dice: { target: 9_500, direction: 'under' },
    });
    // The time-out ends (here: is lifted) before recovery runs.
    await h.database.db.delete(memberExclusions).where(eq(memberExclusions.id, excluded?.id ?? 0));
    expect(await recoverPendingRounds({ ...deps(), graceMs: 0 })).toEqual({
      completed: 0,
      voided: 0,
      pending: 0,
    });
    expect(await p.balance()).toBe(before);
    expect(played).toEqual({ ok: false, error: 'wallet.failed' });
  });

  it('the recovery job completes pending rounds as the leader', async () => {
    const { round } = await killedRound({ kind: 'win', when: 'before' });
    const job = studioRecoveryJob({
      db: h.database.db,
      studio,
      liveRounds: new LiveRounds(h.database.db, studio, Date.now),
      tokens: h.services.vendors.tokens,
      now: () => Date.now() + 120_000,
    });
    expect(await job.runOnce()).toEqual({ completed: 1, voided: 0, pending: 0 });
    await job.stop();
    expect(await status(round.roundId)).toBe('complete');
  });
});
