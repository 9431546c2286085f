import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrialMember } from '../../../server/auth/trial.ts';
import { members, seamlessTransactions, walletLedger } from '../../../server/db/schema.ts';
import { hmacHex } from '../../../server/vendors/signing.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { SEAMLESS_HEADERS, SeamlessResultSchema } from '../../../src/shared/schemas/studio.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { seamless, studioPlayer } from '../support/studio-client.ts';

// The seamless wallet. The races mean something only on PostgreSQL: PGlite runs one
// transaction at a time. Every race fires its calls at once and asserts the money, not only the answers.
describe.each(databases)('seamless wallet ($kind)', ({ kind }) => {
  let h: Harness;
  let playerToken: string;
  let otherToken: string;
  let balance: () => Promise<number>;
  let otherBalance: () => Promise<number>;
  beforeAll(async () => {
    h = await createHarness(kind);
    const launchSlots = async (p: Awaited<ReturnType<typeof studioPlayer>>) => {
      const launched = await p.launch('swerte-slots');
      if (launched.kind !== 'inHouse') throw new Error('slots launch in house');
      return launched.token;
    };
    const p = await studioPlayer(h);
    playerToken = await launchSlots(p);
    balance = p.balance;
    const other = await studioPlayer(h, 'juan', 'Member1234');
    otherToken = await launchSlots(other);
    otherBalance = other.balance;
  }, 60_000);
  // The races above must leave a ledger that reconciles (server/wallet/reconcile.ts).
  afterAll(() => closeReconciled(h));

  type Kind = 'balance' | 'bet' | 'win' | 'rollback';
  const call = (kind: Kind, body: Record<string, unknown>, token = playerToken) =>
    seamless(h, kind, { playerToken: token, ...body });
  const at = async (kind: Kind, body: Record<string, unknown>) =>
    okValue(await call(kind, body), SeamlessResultSchema);
  const code = async (res: Response | Promise<Response>) => {
    const f = await failed(await res);
    return [f.status, f.code];
  };
  let n = 0;
  const round = (name: string) => `${name}-${++n}`;

  it('answers the balance of the token’s player, in PHP', async () => {
    const r = await at('balance', { transactionId: 'b1' });
    expect(r.balanceCents).toBe(await balance());
    expect(r.currency).toBe('PHP');
  });

  it('a bet and a win replayed 100 times one after another move money once', async () => {
    const before = await balance();
    const r = round('seq');
    for (let i = 0; i < 100; i++) {
      const res = await call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 500 });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 100; i++) {
      const res = await call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 1200 });
      expect(res.status).toBe(200);
    }
    expect(await balance()).toBe(before - 500 + 1200);
  });

  it('50 concurrent replays of a bet, of a win and of a rollback each move money once', async () => {
    const fire = (kind: Kind, body: Record<string, unknown>) =>
      Promise.all(Array.from({ length: 50 }, () => call(kind, body)));
    const before = await balance();
    const won = round('replay-win');
    const bets = await fire('bet', { transactionId: `${won}:bet`, roundId: won, amountCents: 300 });
    expect(bets.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await balance()).toBe(before - 300);
    const wins = await fire('win', { transactionId: `${won}:win`, roundId: won, amountCents: 700 });
    expect(wins.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await balance()).toBe(before - 300 + 700);

    const refunded = round('replay-rollback');
    await at('bet', { transactionId: `${refunded}:bet`, roundId: refunded, amountCents: 450 });
    const rollbacks = await fire('rollback', { transactionId: `${refunded}:bet`, roundId: refunded });
    expect(rollbacks.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await balance()).toBe(before - 300 + 700);
    const refunds = await h.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `seamless:SWERTE:rollback:${refunded}:bet`));
    expect(refunds.map((e) => e.amountCents)).toEqual([450]);
  });

  it('a rollback refunds a known bet once, and its round then pays no win', async () => {
    const before = await balance();
    const r = round('refund');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 250 });
    for (let i = 0; i < 5; i++) await at('rollback', { transactionId: `${r}:bet`, roundId: r });
    expect(await balance()).toBe(before);
    expect(await code(call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 10 }))).toEqual([
      409,
      'round.unknown',
    ]);
    expect(await balance()).toBe(before);
  });

  it('a rollback before its bet leaves a tombstone: the late bet is refused and nothing moves', async () => {
    const before = await balance();
    const r = round('ghost');
    const answer = await at('rollback', { transactionId: `${r}:bet`, roundId: r });
    expect(answer.balanceCents).toBe(before);
    const [tombstone] = await h.database.db
      .select()
      .from(seamlessTransactions)
      .where(
        and(eq(seamlessTransactions.kind, 'rollback'), eq(seamlessTransactions.transactionId, `${r}:bet`)),
      );
    expect(tombstone?.outcome).toBe('tombstone');
    // The vendor's retry of the rollback replays it, the late bet (and its retries) are refused.
    expect((await at('rollback', { transactionId: `${r}:bet`, roundId: r })).replayed).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect(await code(call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 }))).toEqual([
        409,
        'bet.rolled.back',
      ]);
    }
    expect(await code(call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 900 }))).toEqual([
      409,
      'round.unknown',
    ]);
    expect(await balance()).toBe(before);
  });

  it('200 bets fired together with their rollbacks: every stake comes back, whoever arrives first', async () => {
    const before = await balance();
    const rounds = Array.from({ length: 200 }, () => round('pair'));
    const answers = await Promise.all(
      rounds.flatMap((r, i) => {
        const bet = call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 + i });
        const rollback = call('rollback', { transactionId: `${r}:bet`, roundId: r });
        // Half the pairs send the rollback first.
        return i % 2 ? [rollback, bet] : [bet, rollback];
      }),
    );
    // Every rollback is answered as done; a bet either went through (and was refunded) or was refused.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(await balance()).toBe(before);
    const entries = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, 'seamless:SWERTE:%:pair-%'));
    const net = entries.reduce((sum, e) => sum + e.amountCents, 0);
    expect(net).toBe(0);
    // Each applied bet has exactly its refund.
    const bets = entries.filter((e) => e.reason === 'seamless.bet');
    const refunds = entries.filter((e) => e.reason === 'seamless.rollback');
    expect(refunds.map((e) => -e.amountCents).sort()).toEqual(bets.map((e) => e.amountCents).sort());
  });

  it('a win and a rollback of one round fired together: the round is either paid or refunded, never both', async () => {
    const before = await balance();
    const rounds = Array.from({ length: 100 }, () => round('settle-race'));
    for (const r of rounds) await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 200 });
    const answers = await Promise.all(
      rounds.map(async (r) => {
        const [win, rollback] = await Promise.all([
          call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 500 }),
          call('rollback', { transactionId: `${r}:bet`, roundId: r }),
        ]);
        return { win: win.status, rollback: rollback.status };
      }),
    );
    const paid = answers.filter((a) => a.win === 200);
    const refunded = answers.filter((a) => a.rollback === 200);
    expect(paid.length + refunded.length).toBe(100);
    expect(answers.every((a) => (a.win === 200) !== (a.rollback === 200))).toBe(true);
    expect(await balance()).toBe(before + paid.length * (500 - 200));
  });

  it('refuses to roll back a round that has its win (bet 100, win 500 → +400 stays +400)', async () => {
    const before = await balance();
    const r = round('settled');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    await at('win', { transactionId: `${r}:win`, roundId: r, amountCents: 500 });
    expect(await code(call('rollback', { transactionId: `${r}:bet`, roundId: r }))).toEqual([
      409,
      'round.settled',
    ]);
    expect(await balance()).toBe(before + 400);
  });

  it('a transaction id replayed with another round, amount or member is refused and opens nothing', async () => {
    const before = await balance();
    const otherBefore = await otherBalance();
    const r = round('mismatch');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    const mismatch = [409, 'transaction.mismatch'];
    // Same id, another round: no second round is opened, so its win is refused.
    expect(
      await code(call('bet', { transactionId: `${r}:bet`, roundId: `${r}-b`, amountCents: 100 })),
    ).toEqual(mismatch);
    expect(
      await code(call('win', { transactionId: `${r}-b:win`, roundId: `${r}-b`, amountCents: 10_000 })),
    ).toEqual([409, 'round.unknown']);
    // Same id and round, another amount.
    expect(await code(call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 101 }))).toEqual(
      mismatch,
    );
    // Same id from another player.
    expect(
      await code(call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 }, otherToken)),
    ).toEqual(mismatch);
    // A win's id reused for another amount, and another player's rollback of this bet.
    await at('win', { transactionId: `${r}:win`, roundId: r, amountCents: 50 });
    expect(await code(call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 5_000 }))).toEqual(
      mismatch,
    );
    expect(await code(call('rollback', { transactionId: `${r}:bet`, roundId: r }, otherToken))).toEqual(
      mismatch,
    );
    expect(await balance()).toBe(before - 100 + 50);
    expect(await otherBalance()).toBe(otherBefore);
  });

  it('refuses a win for an unknown round or another player’s round', async () => {
    expect(await code(call('win', { transactionId: 'nope:win', roundId: 'nope', amountCents: 100 }))).toEqual(
      [409, 'round.unknown'],
    );
    const r = round('theirs');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    const before = await otherBalance();
    expect(
      await code(call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 100 }, otherToken)),
    ).toEqual([409, 'round.unknown']);
    expect(await otherBalance()).toBe(before);
  });

  it('a win of 0 settles the round (no rollback after it) and moves nothing', async () => {
    const before = await balance();
    const r = round('lost');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    expect((await at('win', { transactionId: `${r}:win`, roundId: r, amountCents: 0 })).balanceCents).toBe(
      before - 100,
    );
    expect(await code(call('rollback', { transactionId: `${r}:bet`, roundId: r }))).toEqual([
      409,
      'round.settled',
    ]);
    expect(await balance()).toBe(before - 100);
  });

  it('refuses amounts that are not positive whole cents within the limits, and moves nothing', async () => {
    const before = await balance();
    const r = round('limits');
    const bet = (amountCents: unknown) => call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents });
    expect(await code(bet(0))).toEqual([400, 'amount.invalid']);
    expect(await code(bet(10_000_001))).toEqual([400, 'amount.invalid']);
    expect(await code(call('bet', { transactionId: `${r}:bet`, roundId: r }))).toEqual([
      400,
      'amount.invalid',
    ]);
    for (const bad of [-100, 1.5, 2 ** 53, '100'])
      expect(await code(bet(bad))).toEqual([400, 'request.invalid']);
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    expect(
      await code(call('win', { transactionId: `${r}:win`, roundId: r, amountCents: 1_000_000_001 })),
    ).toEqual([400, 'amount.invalid']);
    expect(await balance()).toBe(before - 100);
  });

  it('refuses insufficient funds and moves nothing', async () => {
    const before = await balance();
    const r = round('big');
    expect(
      await code(
        call('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: Math.min(before + 1, 10_000_000) }),
      ),
    ).toEqual([409, 'funds.insufficient']);
    expect(await balance()).toBe(before);
  });

  it('free-trial play money is FUN to the studio and never reaches a third-party vendor', async () => {
    const trial = await createTrialMember(h.database.db, 'SWERTE', new Date());
    const session = await h.services.sessions.find(
      await h.services.sessions.create(trial.id, 'SWERTE', { recentAuth: false }),
    );
    const token = (v: string) =>
      h.services.vendors.tokens.issue({
        m: trial.id,
        c: 'SWERTE',
        v,
        g: 'g',
        n: 1,
        e: Date.now() + 60_000,
        s: session?.id,
      });
    const fun = await okValue(
      await seamless(h, 'balance', { playerToken: token('SWERTE'), transactionId: 'trial-b' }),
      SeamlessResultSchema,
    );
    expect(fun.currency).toBe('FUN');

    const vendor = { code: 'PGX', launchUrl: 'https://pgx.invalid/launch', secret: 'pgx-secret-0123456789' };
    const app = h.appWith({ vendors: [vendor] });
    const signed = (kind: 'balance' | 'bet', body: Record<string, unknown>) => {
      const raw = JSON.stringify({ playerToken: token(vendor.code), ...body });
      return app.request(`/wps/seamless/${kind}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: 'SWERTE',
          [SEAMLESS_HEADERS.vendor]: vendor.code,
          [SEAMLESS_HEADERS.signature]: hmacHex(vendor.secret, raw),
        },
        body: raw,
      });
    };
    const before = fun.balanceCents;
    expect(await code(signed('balance', { transactionId: 't-b' }))).toEqual([403, 'trial.vendor.refused']);
    expect(await code(signed('bet', { transactionId: 't-bet', roundId: 't-r', amountCents: 100 }))).toEqual([
      403,
      'trial.vendor.refused',
    ]);
    const after = await okValue(
      await seamless(h, 'balance', { playerToken: token('SWERTE'), transactionId: 'trial-b2' }),
      SeamlessResultSchema,
    );
    expect(after.balanceCents).toBe(before);
  });

  it('bets need the launching session: after sign-out no stake is taken, but the round still pays', async () => {
    const other = await studioPlayer(h, 'pedro', 'Member1234');
    const launched = await other.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    const r = round('signed-out');
    const before = await other.balance();
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100, playerToken: launched.token });
    // Sign-out: the game token ends for new bets.
    const out = await other.client.json('DELETE', PATHS.session, {}, other.token);
    expect(out.status).toBe(200);
    const r2 = round('after-sign-out');
    expect(
      await code(call('bet', { transactionId: `${r2}:bet`, roundId: r2, amountCents: 100 }, launched.token)),
    ).toEqual([401, 'player.token.invalid']);
    // The round bet before it still settles: the win is owed.
    expect(
      (
        await at('win', {
          transactionId: `${r}:win`,
          roundId: r,
          amountCents: 300,
          playerToken: launched.token,
        })
      ).balanceCents,
    ).toBe(before - 100 + 300);
    // A disabled account takes no bet either, even from a live session.
    const again = await studioPlayer(h, 'pedro', 'Member1234');
    const relaunched = await again.launch('swerte-slots');
    if (relaunched.kind !== 'inHouse') throw new Error('in house');
    await h.database.db.update(members).set({ disabled: true }).where(eq(members.account, 'pedro'));
    const r3 = round('disabled');
    expect(
      await code(
        call('bet', { transactionId: `${r3}:bet`, roundId: r3, amountCents: 100 }, relaunched.token),
      ),
    ).toEqual([401, 'player.token.invalid']);
    await h.database.db.update(members).set({ disabled: false }).where(eq(members.account, 'pedro'));
  });

  it('vendor callbacks are not behind the player gates (maintenance, region)', async () => {
    const patch = (body: unknown) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const demo = await studioPlayer(h);
    const before = await balance();
    const r = round('gated');
    await at('bet', { transactionId: `${r}:bet`, roundId: r, amountCents: 100 });
    try {
      expect((await patch({ maintenance: { enabled: true } })).status).toBe(200);
      // Players get the maintenance page; the vendor settles its round.
      expect((await demo.client.get(PATHS.wallet, demo.token)).status).toBe(503);
      await at('win', { transactionId: `${r}:win`, roundId: r, amountCents: 250 });
      await patch({ maintenance: { enabled: false } });
      expect((await patch({ regionRestriction: { enabled: true, allowedCountries: ['JP'] } })).status).toBe(
        200,
      );
      const r2 = round('region');
      await at('bet', { transactionId: `${r2}:bet`, roundId: r2, amountCents: 100 });
      await at('rollback', { transactionId: `${r2}:bet`, roundId: r2 });
    } finally {
      await patch({ maintenance: { enabled: false }, regionRestriction: { enabled: false } });
    }
    expect(await balance()).toBe(before - 100 + 250);
  });

  it('a bad signature or an unknown vendor is 401; a forged player token too', async () => {
    const bad = await seamless(h, 'balance', { playerToken, transactionId: 'x' }, 'wrong-secret');
    expect([(await failed(bad)).status, bad.status]).toEqual([401, 401]);
    const forged = `${playerToken.split('.')[0]}.${'0'.repeat(64)}`;
    expect(await code(seamless(h, 'balance', { playerToken: forged, transactionId: 'x' }))).toEqual([
      401,
      'player.token.invalid',
    ]);
  });
});
