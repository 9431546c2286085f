import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEntry } from '../../server/wallet/ledger.ts';
import { SeamlessResultSchema } from '../../src/shared/schemas/studio.ts';
import { failed } from './auth-client.ts';
import { createHarness, databases, type Harness, okValue } from './harness.ts';
import { seamless, studioPlayer } from './studio-client.ts';

describe.each(databases)('seamless wallet ($kind)', ({ kind }) => {
  let h: Harness;
  let playerToken: string;
  let balance: () => Promise<number>;
  beforeAll(async () => {
    h = await createHarness(kind);
    const p = await studioPlayer(h);
    const launched = await p.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('slots launch in house');
    playerToken = launched.token;
    balance = p.balance;
  }, 60_000);
  afterAll(() => h.close());

  const call = (kind: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    seamless(h, kind, { playerToken, ...body });

  it('answers the balance of the token’s player', async () => {
    const r = await okValue(await call('balance', { transactionId: 'b1' }), SeamlessResultSchema);
    expect(r.balanceCents).toBe(await balance());
    expect(r.currency).toBe('PHP');
  });

  it('a bet and a win replayed 100 times move money once', async () => {
    const before = await balance();
    for (let i = 0; i < 100; i++) {
      const r = await call('bet', { transactionId: 'r1:bet', roundId: 'r1', amountCents: 500 });
      expect(r.status).toBe(200);
    }
    for (let i = 0; i < 100; i++) {
      const r = await call('win', { transactionId: 'r1:win', roundId: 'r1', amountCents: 1200 });
      expect(r.status).toBe(200);
    }
    expect(await balance()).toBe(before - 500 + 1200);
  });

  it('concurrent replays of a bet and a win move money once', async () => {
    const before = await balance();
    const bets = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('bet', { transactionId: 'r2:bet', roundId: 'r2', amountCents: 300 }),
      ),
    );
    expect(bets.every((r) => r.status === 200)).toBe(true);
    const wins = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('win', { transactionId: 'r2:win', roundId: 'r2', amountCents: 700 }),
      ),
    );
    expect(wins.every((r) => r.status === 200)).toBe(true);
    expect(await balance()).toBe(before - 300 + 700);
  });

  it('a rollback refunds a known bet once', async () => {
    const before = await balance();
    await okValue(
      await call('bet', { transactionId: 'r3:bet', roundId: 'r3', amountCents: 250 }),
      SeamlessResultSchema,
    );
    for (let i = 0; i < 5; i++) {
      await okValue(await call('rollback', { transactionId: 'r3:bet', roundId: 'r3' }), SeamlessResultSchema);
    }
    expect(await balance()).toBe(before);
    // The refunded round pays no win.
    expect(
      (await failed(await call('win', { transactionId: 'r3:win', roundId: 'r3', amountCents: 10 }))).code,
    ).toBe('round.unknown');
  });

  it('a rollback of an unknown bet is recorded and answered; the late bet is refused', async () => {
    const before = await balance();
    const r = await okValue(
      await call('rollback', { transactionId: 'ghost:bet', roundId: 'ghost' }),
      SeamlessResultSchema,
    );
    expect(r.balanceCents).toBe(before);
    const entry = await findEntry(h.database.db, 'seamless:SWERTE:rollback:ghost:bet');
    expect(entry?.amountCents).toBe(0);
    const late = await failed(
      await call('bet', { transactionId: 'ghost:bet', roundId: 'ghost', amountCents: 100 }),
    );
    expect([late.status, late.code]).toEqual([409, 'round.conflict']);
    expect(await balance()).toBe(before);
  });

  it('refuses a win for an unknown round', async () => {
    const r = await failed(
      await call('win', { transactionId: 'nope:win', roundId: 'nope', amountCents: 100 }),
    );
    expect([r.status, r.code]).toEqual([409, 'round.unknown']);
  });

  it('refuses insufficient funds and moves nothing', async () => {
    const before = await balance();
    const r = await failed(
      await call('bet', { transactionId: 'big:bet', roundId: 'big', amountCents: before + 1 }),
    );
    expect([r.status, r.code]).toEqual([409, 'funds.insufficient']);
    expect(await balance()).toBe(before);
  });

  it('a bad signature or an unknown vendor is 401; a forged player token too', async () => {
    const bad = await seamless(h, 'balance', { playerToken, transactionId: 'x' }, 'wrong-secret');
    expect([(await failed(bad)).status, bad.status]).toEqual([401, 401]);
    const forged = `${playerToken.split('.')[0]}.${'0'.repeat(64)}`;
    const f = await failed(await seamless(h, 'balance', { playerToken: forged, transactionId: 'x' }));
    expect([f.status, f.code]).toEqual([401, 'player.token.invalid']);
  });
});
