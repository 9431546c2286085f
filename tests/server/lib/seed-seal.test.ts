// Provably fair server seeds sealed at rest: a database read shows no upcoming result. Open
// lottery draws and live studio seeds hold `sealed:v1:…` (AES-256-GCM under SEED_KEY); a drawn draw and
// a rotated studio seed hold the clear seed, whose SHA-256 is the committed hash.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_SEED_KEY, loadConfig } from '../../../server/config.ts';
import { lotteryDraws, studioSeeds } from '../../../server/db/schema.ts';
import { SeedSeal, sealLegacySeeds } from '../../../server/lib/seed-seal.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { DrawDetailSchema } from '../../../src/shared/schemas/lottery.ts';
import {
  PlayResultSchema,
  RotateResultSchema,
  RoundsSchema,
  StudioSessionSchema,
  VerifySchema,
} from '../../../src/shared/schemas/studio.ts';
import { createHarness, databases, type Harness, memberIdOf, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newSeed = () => randomBytes(32).toString('hex');
const SEALED = /^sealed:v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/;
const WRONG_KEY = 'another-seed-key-of-at-least-32-characters';

/** A stored value that gives nothing away: sealed, not a clear seed, not the committed one. */
function expectSealed(stored: string, seedHash: string) {
  expect(stored).toMatch(SEALED);
  expect(stored).not.toMatch(/[0-9a-f]{64}/);
  expect(sha256(stored)).not.toBe(seedHash);
}

describe('SeedSeal', () => {
  const seal = new SeedSeal(DEV_SEED_KEY);

  it('seals with a fresh IV each time and opens for the seed’s own hash only', () => {
    const seed = newSeed();
    const a = seal.seal(seed);
    const b = seal.seal(seed);
    expectSealed(a, sha256(seed));
    expect(a).not.toBe(b);
    expect(seal.isSealed(a)).toBe(true);
    expect(seal.open(a, sha256(seed))).toBe(seed);
    expect(seal.open(b, sha256(seed).toUpperCase())).toBe(seed);
    // Moved to another row (another commitment): refused.
    expect(() => seal.open(a, sha256(newSeed()))).toThrow(/cannot open/);
  });

  it('answers a value that is not sealed as it is (revealed seeds, rows from before sealing)', () => {
    const seed = newSeed();
    expect(seal.isSealed(seed)).toBe(false);
    expect(seal.open(seed, sha256(seed))).toBe(seed);
  });

  it('refuses a wrong key, a tampered value and an unknown version', () => {
    const seed = newSeed();
    const stored = seal.seal(seed);
    expect(() => new SeedSeal(WRONG_KEY).open(stored, sha256(seed))).toThrow(/cannot open/);
    const [prefix, version, iv, tag, ciphertext] = stored.split(':') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => seal.open([prefix, version, iv, tag, flipped].join(':'), sha256(seed))).toThrow();
    expect(() => seal.open(stored.replace('sealed:v1:', 'sealed:v9:'), sha256(seed))).toThrow(/version/);
    expect(() => seal.open('sealed:v1:abc', sha256(seed))).toThrow(/malformed/);
  });
});

describe('SEED_KEY configuration', () => {
  const production = {
    NODE_ENV: 'production',
    OPS_TOKEN: 'o'.repeat(32),
    STUDIO_SECRET: 's'.repeat(32),
    PUBLIC_ORIGIN: 'https://swerte.example',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.swerte.example:587',
  };

  it('is required in production, at least 32 characters and not the development key', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SEED_KEY/);
    expect(() => loadConfig({ ...production, SEED_KEY: 'x'.repeat(31) })).toThrow(/SEED_KEY/);
    expect(() => loadConfig({ ...production, SEED_KEY: DEV_SEED_KEY })).toThrow(/SEED_KEY/);
    expect(loadConfig({ ...production, SEED_KEY: WRONG_KEY }).seedKey).toBe(WRONG_KEY);
  });

  it('has a development default elsewhere', () => {
    expect(loadConfig({}).seedKey).toBe(DEV_SEED_KEY);
    expect(loadConfig({ SEED_KEY: ' my-key ' }).seedKey).toBe('my-key');
  });
});

describe.each(databases)('sealed seeds at rest ($kind)', ({ kind }) => {
  let h: Harness;
  const seal = new SeedSeal(DEV_SEED_KEY);
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const db = () => h.database.db;
  const memberId = (account: string) => memberIdOf(h, account);

  it('open lottery draws hold sealed seeds; drawing stores the clear seed the API reveals', async () => {
    await h.services.lottery.runDue(h.services.now());
    const open = await db().select().from(lotteryDraws).where(eq(lotteryDraws.status, 'open'));
    expect(open.length).toBeGreaterThanOrEqual(9);
    for (const d of open) {
      expectSealed(d.serverSeed, d.seedHash);
      expect(sha256(seal.open(d.serverSeed, d.seedHash))).toBe(d.seedHash);
      expect(() => new SeedSeal(WRONG_KEY).open(d.serverSeed, d.seedHash)).toThrow(/cannot open/);
      const detail = await okValue(await h.get(`${PATHS.lotteryDraws}/${d.id}`), DrawDetailSchema);
      expect(detail.serverSeed).toBeNull();
    }

    h.advance(200_000);
    await h.services.lottery.runDue(h.services.now());
    const drawn = await db()
      .select()
      .from(lotteryDraws)
      .where(
        inArray(
          lotteryDraws.id,
          open.map((d) => d.id),
        ),
      );
    const revealed = drawn.filter((d) => d.status !== 'open');
    expect(revealed.length).toBeGreaterThanOrEqual(2);
    for (const d of revealed) {
      expect(d.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(sha256(d.serverSeed)).toBe(d.seedHash);
      const detail = await okValue(await h.get(`${PATHS.lotteryDraws}/${d.id}`), DrawDetailSchema);
      expect(detail.serverSeed).toBe(d.serverSeed);
      // What the table held while the draw was open did not contain it.
      const before = open.find((o) => o.id === d.id)?.serverSeed ?? '';
      expect(before).not.toContain(d.serverSeed);
    }
    for (const d of drawn.filter((x) => x.status === 'open')) expectSealed(d.serverSeed, d.seedHash);
  });

  it('a live studio seed is sealed while played; rotating stores it in clear; no answer carried it', async () => {
    const p = await studioPlayer(h);
    const demo = await memberId('demo');
    const launched = await p.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('in house');
    const answers: string[] = [];
    const post = async (path: string, body: unknown) => {
      const res = await p.client.json('POST', path, body, p.token);
      answers.push(await res.clone().text());
      return res;
    };
    const session = await okValue(
      await post(PATHS.studioSession, { token: launched.token }),
      StudioSessionSchema,
    );
    const [live] = await db()
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.memberId, demo), isNull(studioSeeds.revealedAt)));
    if (!live) throw new Error('no live seed');
    expect(live.seedHash).toBe(session.seed.seedHash);
    expectSealed(live.serverSeed, live.seedHash);

    const played = [];
    for (let i = 0; i < 3; i++) {
      const r = await okValue(
        await post(PATHS.studioPlay, { token: launched.token, betCents: 100, clientSeed: 'sealed-test' }),
        PlayResultSchema,
      );
      played.push(r.round);
    }
    const [stillLive] = await db().select().from(studioSeeds).where(eq(studioSeeds.id, live.id));
    expectSealed(stillLive?.serverSeed ?? '', live.seedHash);
    answers.push(await (await p.client.get(`${PATHS.studioRounds}?gameId=swerte-slots`, p.token)).text());

    const rotated = await okValue(await post(PATHS.studioRotate, {}), RotateResultSchema);
    expect(rotated.revealed.seedHash).toBe(live.seedHash);
    expect(sha256(rotated.revealed.serverSeed)).toBe(live.seedHash);
    const [retired] = await db().select().from(studioSeeds).where(eq(studioSeeds.id, live.id));
    expect(retired?.revealedAt).not.toBeNull();
    expect(retired?.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(live.serverSeed).not.toContain(rotated.revealed.serverSeed);
    // Nothing answered before the rotation carried the seed.
    for (const text of answers.slice(0, -1)) expect(text).not.toContain(rotated.revealed.serverSeed);

    const [next] = await db()
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.memberId, demo), isNull(studioSeeds.revealedAt)));
    expect(next?.seedHash).toBe(rotated.seed.seedHash);
    expectSealed(next?.serverSeed ?? '', rotated.seed.seedHash);
    // The revealed rounds verify (server and the history's seed).
    for (const round of played) {
      const v = await okValue(
        await p.client.get(`${PATHS.studioVerify}?roundId=${round.roundId}`, p.token),
        VerifySchema,
      );
      expect(v.verified).toBe(true);
    }
  });

  it('sealLegacySeeds seals clear unrevealed rows of an older database, once, and play goes on', async () => {
    // An older database: a clear open draw, a clear live studio seed, a clear revealed one.
    const [draw] = await db()
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.status, 'open'))
      .orderBy(lotteryDraws.id)
      .limit(1);
    if (!draw) throw new Error('no open draw');
    const drawSeed = newSeed();
    await db()
      .update(lotteryDraws)
      .set({ serverSeed: drawSeed, seedHash: sha256(drawSeed) })
      .where(eq(lotteryDraws.id, draw.id));
    const maria = await memberId('maria');
    const liveClear = newSeed();
    const oldClear = newSeed();
    await db()
      .insert(studioSeeds)
      .values([
        {
          memberId: maria,
          serverSeed: oldClear,
          seedHash: sha256(oldClear),
          clientSeed: 'c',
          revealedAt: new Date(),
        },
        { memberId: maria, serverSeed: liveClear, seedHash: sha256(liveClear), clientSeed: 'legacy' },
      ]);

    // A clear live seed still plays (opened as is) before the server seals it.
    const p = await studioPlayer(h, 'maria', 'Member1234');
    const dice = await p.launch('swerte-dice');
    if (dice.kind !== 'inHouse') throw new Error('in house');
    const play = () =>
      p.client.json(
        'POST',
        PATHS.studioPlay,
        { token: dice.token, betCents: 100, dice: { target: 5000, direction: 'over' } },
        p.token,
      );
    const before = await okValue(await play(), PlayResultSchema);
    expect(before.round.seedHash).toBe(sha256(liveClear));

    const first = await sealLegacySeeds(db(), seal);
    expect(first.draws).toBeGreaterThanOrEqual(1);
    expect(first.studioSeeds).toBeGreaterThanOrEqual(1);
    expect(await sealLegacySeeds(db(), seal)).toEqual({ draws: 0, studioSeeds: 0 });

    const [sealedDraw] = await db().select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expectSealed(sealedDraw?.serverSeed ?? '', sha256(drawSeed));
    expect(seal.open(sealedDraw?.serverSeed ?? '', sha256(drawSeed))).toBe(drawSeed);
    const marias = await db().select().from(studioSeeds).where(eq(studioSeeds.memberId, maria));
    const liveRow = marias.find((s) => !s.revealedAt);
    expectSealed(liveRow?.serverSeed ?? '', sha256(liveClear));
    expect(seal.open(liveRow?.serverSeed ?? '', sha256(liveClear))).toBe(liveClear);
    expect(marias.find((s) => s.revealedAt)?.serverSeed).toBe(oldClear);
    const anyClearOpen = await db()
      .select({ id: lotteryDraws.id, serverSeed: lotteryDraws.serverSeed })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.status, 'open'));
    expect(anyClearOpen.every((d) => seal.isSealed(d.serverSeed))).toBe(true);

    // Play goes on with the sealed seed; rotating reveals the legacy seed and every round verifies.
    const after = await okValue(await play(), PlayResultSchema);
    expect(after.round.nonce).toBe(before.round.nonce + 1);
    const rotated = await okValue(
      await p.client.json('POST', PATHS.studioRotate, {}, p.token),
      RotateResultSchema,
    );
    expect(rotated.revealed.serverSeed).toBe(liveClear);
    const rounds = await okValue(
      await p.client.get(`${PATHS.studioRounds}?gameId=swerte-dice`, p.token),
      RoundsSchema,
    );
    for (const round of rounds.slice(0, 2)) expect(round.serverSeed).toBe(liveClear);
    for (const round of [before.round, after.round]) {
      const v = await okValue(
        await p.client.get(`${PATHS.studioVerify}?roundId=${round.roundId}`, p.token),
        VerifySchema,
      );
      expect(v.verified).toBe(true);
    }
  });
});
