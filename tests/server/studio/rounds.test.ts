import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  PlayResultSchema,
  RotateResultSchema,
  RoundsSchema,
  StudioSessionSchema,
  VerifySchema,
} from '../../../src/shared/schemas/studio.ts';
import { verifyRound } from '../../../src/shared/studio/rounds.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { seamless, studioPlayer } from '../support/studio-client.ts';

describe.each(databases)('studio rounds ($kind)', ({ kind }) => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  let slotToken: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    p = await studioPlayer(h);
    const launched = await p.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    expect(launched.game).toBe('slot');
    slotToken = launched.token;
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const post = (path: string, body: unknown) => p.client.json('POST', path, body, p.token);

  it('starts a session with the committed seed hash and the balance', async () => {
    const s = await okValue(await post(PATHS.studioSession, { token: slotToken }), StudioSessionSchema);
    expect(s.game).toBe('slot');
    expect(s.seed.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.balanceCents).toBe(await p.balance());
  });

  it('plays rounds through the seamless wallet; a rotated seed verifies every round', async () => {
    const before = await p.balance();
    let net = 0;
    const played = [];
    for (let i = 0; i < 5; i++) {
      const r = await okValue(
        await post(PATHS.studioPlay, { token: slotToken, betCents: 100, clientSeed: 'my-seed' }),
        PlayResultSchema,
      );
      net += r.round.winCents - r.round.betCents;
      expect(r.round.nonce).toBe(i);
      expect(r.round.clientSeed).toBe('my-seed');
      played.push(r.round);
    }
    expect(await p.balance()).toBe(before + net);
    // Live seed: not verifiable yet.
    const live = await failed(
      await p.client.get(`${PATHS.studioVerify}?roundId=${played[0]?.roundId}`, p.token),
    );
    expect([live.status, live.code]).toEqual([409, 'seed.live']);

    const rotated = await okValue(await post(PATHS.studioRotate, {}), RotateResultSchema);
    expect(rotated.revealed.seedHash).toBe(played[0]?.seedHash);
    expect(rotated.seed.nonce).toBe(0);
    expect(rotated.seed.seedHash).not.toBe(rotated.revealed.seedHash);
    const v1 = await okValue(
      await p.client.get(`${PATHS.studioVerify}?roundId=${played[2]?.roundId}`, p.token),
      VerifySchema,
    );
    expect(v1.verified).toBe(true);
    // The app's check: the history carries the revealed seed and the shared code re-plays each round.
    const history = await okValue(
      await p.client.get(`${PATHS.studioRounds}?gameId=swerte-slots`, p.token),
      RoundsSchema,
    );
    for (const round of history.slice(0, 5)) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      expect(await verifyRound(round, round.serverSeed ?? '')).toBe(true);
    }
    const [newest] = history;
    if (newest) expect(await verifyRound(newest, 'f'.repeat(64))).toBe(false);
  });

  it('plays dice with a target; refuses bad targets and bets', async () => {
    const dice = await p.launch('swerte-dice');
    if (dice.kind !== 'inHouse') throw new Error('in house');
    const r = await okValue(
      await post(PATHS.studioPlay, {
        token: dice.token,
        betCents: 200,
        dice: { target: 5000, direction: 'over' },
      }),
      PlayResultSchema,
    );
    expect(r.round.outcome.game).toBe('dice');
    const bad = await failed(
      await post(PATHS.studioPlay, {
        token: dice.token,
        betCents: 200,
        dice: { target: 9999, direction: 'over' },
      }),
    );
    expect(bad.code).toBe('bet.invalid');
    const odd = await failed(
      await post(PATHS.studioPlay, {
        token: dice.token,
        betCents: 7,
        dice: { target: 5000, direction: 'over' },
      }),
    );
    expect(odd.code).toBe('bet.invalid');
  });

  it('refuses a round the wallet cannot cover, moving nothing', async () => {
    const trial = await p.client.json('POST', PATHS.freeplay, {});
    const { token } = await okValue(trial, v.object({ token: v.string() }));
    const [g] = [await p.game('swerte-dice')];
    const launched = await okValue(
      await p.client.get(`${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=SWERTE`, token),
      v.object({ kind: v.literal('inHouse'), token: v.string() }),
    );
    // Trial play money drained to ₱5 through the wallet, then a ₱10 round.
    const wallet = await okValue(
      await p.client.get(PATHS.wallet, token),
      v.object({ sumBalance: v.number() }),
    );
    const drain = {
      playerToken: launched.token,
      transactionId: 'drain',
      roundId: 'drain',
      amountCents: wallet.sumBalance - 500,
    };
    expect((await seamless(h, 'bet', drain)).status).toBe(200);
    const body = { token: launched.token, betCents: 1000, dice: { target: 5000, direction: 'under' } };
    const refused = await failed(await p.client.json('POST', PATHS.studioPlay, body, token));
    expect([refused.status, refused.code]).toEqual([409, 'funds.insufficient']);
    const after = await okValue(
      await p.client.get(PATHS.wallet, token),
      v.object({ sumBalance: v.number() }),
    );
    expect(after.sumBalance).toBe(500);
  });

  it('a token of another member is refused', async () => {
    const other = await studioPlayer(h, 'juan', 'Member1234');
    const r = await failed(
      await other.client.json('POST', PATHS.studioSession, { token: slotToken }, other.token),
    );
    expect(r.code).toBe('player.token.invalid');
  });

  it('a configured URL vendor answers a signed launch URL', async () => {
    const app = h.appWith({
      vendors: [{ code: 'PG', launchUrl: 'https://pg.example/launch', secret: 'pg-secret-0123456789' }],
    });
    const [pg] = await h.database.db.query.games.findMany({
      where: (g, { eq }) => eq(g.vassalage, 'PG'),
      limit: 1,
    });
    const res = await app.request(
      `${PATHS.launch}?nodeId=${pg?.nodeId}&gameId=${pg?.gameId}&vendor=PG&language=EN`,
      {
        headers: { Token: p.token, 'X-Forwarded-For': p.client.ip },
      },
    );
    const value = await okValue(res, v.object({ kind: v.literal('url'), url: v.string() }));
    const url = new URL(value.url);
    expect(url.origin).toBe('https://pg.example');
    expect(url.searchParams.get('currency')).toBe('PHP');
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  });
});
