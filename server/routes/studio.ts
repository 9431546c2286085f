// The in-house studio's player API: start from the launch token, play, rotate the seed,
// history and verification. Session required; money moves inside Studio through the seamless wallet.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ActBodySchema,
  ActResultSchema,
  PlayBodySchema,
  PlayResultSchema,
  RotateBodySchema,
  RotateResultSchema,
  RoundsQuerySchema,
  RoundsSchema,
  StartResultSchema,
  StudioSessionBodySchema,
  StudioSessionSchema,
  VerifyQuerySchema,
  VerifySchema,
} from '../../src/shared/schemas/studio.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { LiveRounds } from '../studio/live-rounds.ts';
import { seedState } from '../studio/seeds.ts';
import type { Studio, StudioError } from '../studio/studio.ts';

const STATUS: Record<StudioError, ContentfulStatusCode> = {
  'player.token.invalid': 403,
  'game.unavailable': 409,
  'bet.invalid': 400,
  'round.open': 409,
  'round.unknown': 404,
  'funds.insufficient': 409,
  'limit.loss.exceeded': 409,
  'wallet.failed': 502,
  'wallet.unavailable': 503,
};
const CODE: Record<StudioError, string> = {
  'player.token.invalid': STUDIO_CODES.playerTokenInvalid,
  'game.unavailable': STUDIO_CODES.gameUnavailable,
  'bet.invalid': STUDIO_CODES.betInvalid,
  'round.open': STUDIO_CODES.roundOpen,
  'round.unknown': STUDIO_CODES.roundUnknown,
  'funds.insufficient': STUDIO_CODES.fundsInsufficient,
  'limit.loss.exceeded': LIMIT_CODES.lossExceeded,
  'wallet.failed': 'wallet.failed',
  'wallet.unavailable': CODES.databaseUnavailable,
};

export function studioRoutes(services: Services, studio: Studio, live: LiveRounds) {
  const app = new Hono<AppEnv>();
  app.use('/wps/studio/*', requireSession(services));
  const player = (c: { get(k: 'session'): { memberId: number; merchantCode: string } }, token: string) => ({
    memberId: c.get('session').memberId,
    merchant: c.get('session').merchantCode,
    token,
  });

  app.post(
    PATHS.studioSession,
    documented({
      summary: 'Open an in-house game with its launch token: balance, seed state, rules',
      auth: 'session',
      value: StudioSessionSchema,
      failures: { 403: [STUDIO_CODES.playerTokenInvalid], 409: [STUDIO_CODES.gameUnavailable] },
    }),
    validJson(StudioSessionBodySchema),
    async (c) => {
      const r = await live.session(player(c, c.req.valid('json').token));
      return r.ok ? ok(c, r.value) : fail(c, STATUS[r.error], CODE[r.error]);
    },
  );

  app.post(
    PATHS.studioPlay,
    documented({
      summary: 'Play one provably fair round',
      auth: 'session',
      value: PlayResultSchema,
      failures: {
        400: [STUDIO_CODES.betInvalid],
        403: [STUDIO_CODES.playerTokenInvalid],
        409: [STUDIO_CODES.gameUnavailable, STUDIO_CODES.fundsInsufficient, LIMIT_CODES.lossExceeded],
        502: ['wallet.failed'],
      },
    }),
    validJson(PlayBodySchema),
    async (c) => {
      const { token, ...body } = c.req.valid('json');
      const r = await studio.play(player(c, token), body);
      return r.ok ? ok(c, r.value) : fail(c, STATUS[r.error], CODE[r.error]);
    },
  );

  app.post(
    PATHS.studioStart,
    documented({
      summary: 'Bet on a live game (crash, mines): the round opens and stays open until it ends',
      auth: 'session',
      value: StartResultSchema,
      failures: {
        400: [STUDIO_CODES.betInvalid],
        403: [STUDIO_CODES.playerTokenInvalid],
        409: [
          STUDIO_CODES.gameUnavailable,
          STUDIO_CODES.roundOpen,
          STUDIO_CODES.fundsInsufficient,
          LIMIT_CODES.lossExceeded,
        ],
        502: ['wallet.failed'],
      },
    }),
    validJson(PlayBodySchema),
    async (c) => {
      const { token, ...body } = c.req.valid('json');
      const r = await live.start(player(c, token), body);
      return r.ok ? ok(c, r.value) : fail(c, STATUS[r.error], CODE[r.error]);
    },
  );

  app.post(
    PATHS.studioAct,
    documented({
      summary: 'One move in an open round: cash out, reveal a tile, or wait for a crash to end',
      auth: 'session',
      value: ActResultSchema,
      failures: {
        400: [STUDIO_CODES.betInvalid],
        403: [STUDIO_CODES.playerTokenInvalid],
        404: [STUDIO_CODES.roundUnknown],
        502: ['wallet.failed'],
      },
    }),
    validJson(ActBodySchema),
    async (c) => {
      const { token, roundId, action } = c.req.valid('json');
      const r = await live.act(player(c, token), roundId, action);
      return r.ok ? ok(c, r.value) : fail(c, STATUS[r.error], CODE[r.error]);
    },
  );

  // Reveals the retired seed: rotating stored it in clear (it was sealed while live).
  app.post(
    PATHS.studioRotate,
    documented({
      summary: 'Reveal the current server seed and commit to a new one',
      auth: 'session',
      value: RotateResultSchema,
      failures: { 409: [STUDIO_CODES.roundOpen] },
    }),
    validJson(RotateBodySchema),
    async (c) => {
      // Refused under an open round: revealing the seed would show its crash point or its mines.
      const r = await live.rotate(c.get('session').memberId, c.req.valid('json').clientSeed);
      if (!r.ok) return fail(c, STATUS[r.error], CODE[r.error], 'finish the open round first');
      const { revealed, next } = r.value;
      return ok(c, {
        revealed: {
          serverSeed: revealed.serverSeed,
          seedHash: revealed.seedHash,
          clientSeed: revealed.clientSeed,
          nonce: revealed.nonce,
        },
        seed: seedState(next),
      });
    },
  );

  app.get(
    PATHS.studioRounds,
    documented({ summary: "The member's recent studio rounds", auth: 'session', value: RoundsSchema }),
    validQuery(RoundsQuerySchema),
    async (c) => ok(c, await studio.rounds(c.get('session').memberId, c.req.valid('query').gameId)),
  );

  app.get(
    PATHS.studioVerify,
    documented({
      summary: 'Recompute a round from its revealed seed',
      auth: 'session',
      value: VerifySchema,
      failures: { 404: [CODES.notFound], 409: [STUDIO_CODES.seedLive] },
    }),
    validQuery(VerifyQuerySchema),
    async (c) => {
      const r = await studio.verify(c.get('session').memberId, c.req.valid('query').roundId);
      if (!r) return fail(c, 404, CODES.notFound);
      if (r === 'live') return fail(c, 409, STUDIO_CODES.seedLive, 'rotate the seed to reveal it first');
      return ok(c, r);
    },
  );

  return app;
}
