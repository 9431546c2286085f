// Swerte Originals on the seamless wallet: plinko, keno and the color game each settle a round with the
// balance moving by exactly its result, refuse a choice their rules do not allow without moving money,
// show the player their exact return, and stay exact when rounds are fired at once.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/shared/paths.ts';
import { PlayResultSchema, StudioSessionSchema } from '../../../src/shared/schemas/studio.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

const GAMES = {
  plinko: { gameId: 'swerte-plinko', choice: { plinko: { risk: 'high' } } },
  keno: { gameId: 'swerte-keno', choice: { keno: { picks: [3, 14, 15, 27, 40] } } },
  color: { gameId: 'swerte-color-game', choice: { color: { colour: 'blue' } } },
} as const;

describe.each(databases)('Swerte Originals ($kind)', ({ kind }) => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    h = await createHarness(kind);
    p = await studioPlayer(h);
    for (const [game, { gameId }] of Object.entries(GAMES)) {
      const launched = await p.launch(gameId);
      if (launched.kind !== 'inHouse') throw new Error('in house');
      expect(launched.game).toBe(game);
      tokens[game] = launched.token;
    }
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const post = (path: string, body: unknown) => p.client.json('POST', path, body, p.token);

  it.each(Object.entries(GAMES))(
    '%s: a round moves the balance by exactly its result',
    async (game, { choice }) => {
      const session = await okValue(
        await post(PATHS.studioSession, { token: tokens[game] }),
        StudioSessionSchema,
      );
      expect(session.game).toBe(game);
      // The player is shown the exact return of each bet type, never above 99 %.
      expect(session.rtp.length).toBeGreaterThan(0);
      for (const { percent } of session.rtp) expect(Number(percent)).toBeLessThanOrEqual(99);
      let balance = await p.balance();
      for (let i = 0; i < 3; i++) {
        const r = await okValue(
          await post(PATHS.studioPlay, { token: tokens[game], betCents: 200, ...choice }),
          PlayResultSchema,
        );
        expect(r.round.outcome.game).toBe(game);
        expect(r.balanceCents).toBe(balance - 200 + r.round.winCents);
        balance = r.balanceCents;
        expect(await p.balance()).toBe(balance);
      }
    },
  );

  it('a choice the rules do not allow is refused and moves nothing', async () => {
    const before = await p.balance();
    const refusals = [
      { token: tokens.keno, betCents: 100, keno: { picks: [1, 2, 3, 4, 5, 6, 7] } },
      { token: tokens.keno, betCents: 100, keno: { picks: [5, 5] } },
      { token: tokens.keno, betCents: 100, keno: { picks: [41] } },
      { token: tokens.keno, betCents: 100 },
      { token: tokens.plinko, betCents: 100, plinko: { risk: 'extreme' } },
      { token: tokens.plinko, betCents: 100, color: { colour: 'red' } },
      { token: tokens.color, betCents: 100, color: { colour: 'purple' } },
      { token: tokens.color, betCents: 333, color: { colour: 'red' } },
    ];
    for (const body of refusals) {
      const r = await failed(await post(PATHS.studioPlay, body));
      expect([400, 422], JSON.stringify(body)).toContain(r.status);
      expect(['bet.invalid', 'request.invalid'], JSON.stringify(body)).toContain(r.code);
    }
    expect(await p.balance()).toBe(before);
  });

  it('rounds of every Original fired at once each take their own nonce and settle exactly', async () => {
    const before = await p.balance();
    const bodies = Object.entries(GAMES).flatMap(([game, { choice }]) =>
      Array.from({ length: 4 }, () => ({ token: tokens[game], betCents: 100, ...choice })),
    );
    const results = await Promise.all(
      bodies.map(async (body) => okValue(await post(PATHS.studioPlay, body), PlayResultSchema)),
    );
    const nonces = results.map((r) => r.round.nonce);
    expect(new Set(nonces).size).toBe(bodies.length);
    const net = results.reduce((sum, r) => sum + r.round.winCents - r.round.betCents, 0);
    expect(await p.balance()).toBe(before + net);
    const history = await okValue(
      await p.client.get(`${PATHS.studioRounds}`, p.token),
      v.array(v.object({ roundId: v.string() })),
    );
    for (const r of results.slice(-8)) expect(history.map((x) => x.roundId)).toContain(r.round.roundId);
  });
});
