// GET /wps/game/launch: trial play money stays in the in-house studio, and a hot match's
// Play launches its node's game with the match's room, signed.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalParams, hmacHex } from '../../../server/vendors/signing.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { HotMatchListSchema } from '../../../src/shared/schemas/games.ts';
import { LaunchResultSchema } from '../../../src/shared/schemas/studio.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

const SECRET = 'vendor-secret-0123456789';
const LAUNCH_URL = 'https://vendor.example/launch';
const UrlSchema = v.object({ kind: v.literal('url'), url: v.pipe(v.string(), v.url()) });

/** The launch URL's parameters, and whether `sign` is the vendor's HMAC of all the others. */
function signedParams(url: string, secret = SECRET) {
  const params = Object.fromEntries(new URL(url).searchParams);
  const { sign, ...rest } = params;
  return { params, verifies: sign === hmacHex(secret, canonicalParams(rest)) };
}

describe.each(databases)('game launch on $kind', ({ kind }) => {
  let h: Harness;
  let member: Awaited<ReturnType<typeof studioPlayer>>;
  let trialToken: string;
  /** An app with third-party vendors configured (PG and the hot matches' sports vendors). */
  let app: ReturnType<Harness['appWith']>;

  beforeAll(async () => {
    h = await createHarness(kind);
    member = await studioPlayer(h);
    const trial = await member.client.json('POST', PATHS.freeplay, {});
    trialToken = (await okValue(trial, LoginResultSchema)).token;
    const codes = ['PG', 'SABA', 'CMD', 'TF'];
    app = h.appWith({ vendors: codes.map((code) => ({ code, launchUrl: LAUNCH_URL, secret: SECRET })) });
  });
  afterAll(() => closeReconciled(h));

  const launch = (query: Record<string, string | number>, token: string) => {
    const search = new URLSearchParams();
    for (const [k, x] of Object.entries(query)) search.set(k, String(x));
    return app.request(`${PATHS.launch}?${search}`, {
      headers: { Token: token, 'X-Forwarded-For': member.client.ip },
    });
  };
  const gameOf = async (vendor: string) => {
    const [g] = await h.database.db.query.games.findMany({
      where: (t, { and, eq }) => and(eq(t.vassalage, vendor), eq(t.supportPlay, true)),
      limit: 1,
    });
    if (!g) throw new Error(`no playable ${vendor} game`);
    return g;
  };
  const hotMatches = async () => okValue(await member.client.get(PATHS.hotMatches), HotMatchListSchema);

  it('a trial member launching a third-party game gets 403 trial.vendor.refused, no URL', async () => {
    const pg = await gameOf('PG');
    const res = await failed(
      await launch({ nodeId: pg.nodeId, gameId: pg.gameId, vendor: 'PG' }, trialToken),
    );
    expect(res).toMatchObject({ status: 403, code: 'trial.vendor.refused', value: null });
    // Configured or not, the vendor is never reached: the unconfigured app answers the same.
    const bare = await failed(
      await h.app.request(`${PATHS.launch}?nodeId=${pg.nodeId}&gameId=${pg.gameId}&vendor=PG`, {
        headers: { Token: trialToken, 'X-Forwarded-For': member.client.ip },
      }),
    );
    expect([bare.status, bare.code]).toEqual([403, 'trial.vendor.refused']);
  });

  it('a trial member launching a hot match is refused too', async () => {
    const [match] = await hotMatches();
    if (!match) throw new Error('no seeded hot match');
    const res = await failed(
      await launch({ nodeId: match.nodeId, gameId: match.roomId, vendor: match.vendor }, trialToken),
    );
    expect([res.status, res.code]).toEqual([403, 'trial.vendor.refused']);
  });

  it('the same trial member still launches the in-house slots', async () => {
    const slots = await member.game('swerte-slots');
    const value = await okValue(
      await launch({ nodeId: slots.nodeId, gameId: slots.gameId, vendor: 'SWERTE' }, trialToken),
      LaunchResultSchema,
    );
    expect(value).toMatchObject({ kind: 'inHouse', game: 'slot' });
  });

  it('a real member gets the signed URL (no roomId for a catalogue game)', async () => {
    const pg = await gameOf('PG');
    const value = await okValue(
      await launch({ nodeId: pg.nodeId, gameId: pg.gameId, vendor: 'PG', language: 'EN' }, member.token),
      UrlSchema,
    );
    expect(value.url.startsWith(`${LAUNCH_URL}?`)).toBe(true);
    const { params, verifies } = signedParams(value.url);
    expect(verifies).toBe(true);
    expect(params).toMatchObject({ gameId: pg.gameId, currency: 'PHP', language: 'EN' });
    expect(params.roomId).toBeUndefined();
  });

  it('a hot match launches its node game with the match room in the signed URL', async () => {
    const matches = await hotMatches();
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      const [node] = await h.database.db.query.games.findMany({
        where: (t, { eq }) => eq(t.nodeId, match.nodeId),
      });
      expect(node?.vassalage).toBe(match.vendor);
      // The app sends the room id as gameId (SPEC.md section 2).
      const value = await okValue(
        await launch({ nodeId: match.nodeId, gameId: match.roomId, vendor: match.vendor }, member.token),
        UrlSchema,
      );
      const { params, verifies } = signedParams(value.url);
      expect(verifies).toBe(true);
      expect(params).toMatchObject({ roomId: match.roomId, gameId: node?.gameId, currency: 'PHP' });
      // A tampered room breaks the signature.
      const tampered = new URL(value.url);
      tampered.searchParams.set('roomId', `${match.roomId}x`);
      expect(signedParams(tampered.toString()).verifies).toBe(false);
    }
  });

  it('a room id is accepted only for its own node and vendor', async () => {
    const [match] = await hotMatches();
    if (!match) throw new Error('no seeded hot match');
    const other = await gameOf(match.vendor === 'SABA' ? 'CMD' : 'SABA');
    const wrongNode = await failed(
      await launch({ nodeId: other.nodeId, gameId: match.roomId, vendor: other.vassalage }, member.token),
    );
    expect([wrongNode.status, wrongNode.code]).toEqual([404, 'game.unknown']);
    const unknownRoom = await failed(
      await launch(
        { nodeId: match.nodeId, gameId: `${match.roomId}-none`, vendor: match.vendor },
        member.token,
      ),
    );
    expect([unknownRoom.status, unknownRoom.code]).toEqual([404, 'game.unknown']);
  });
});
