// Seeds an empty database with the SWERTE merchant and its lobby content, in one transaction.
// Deterministic (seeded generator) apart from relative times, password salts and link IVs.
import { GAME_CATEGORIES } from '../../src/shared/constants/lobby.ts';
import { DEFAULT_REGISTRATION } from '../auth/registration-rules.ts';
import * as t from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { hashPassword } from '../lib/password.ts';
import { sanitizeContentHtml } from '../lib/platform-html.ts';
import { slugify } from '../lib/slug.ts';
import { openWallet } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { seedAgentRates } from './data/agent-rates.ts';
import { seedAgentTeam } from './data/agent-team.ts';
import { GAME_TYPE_NAMES, generateGames, HOT_MATCHES, sampleRoomId, VENDORS } from './data/catalogue.ts';
import { AGREEMENT, ANNOUNCEMENTS, BANNERS, HELP, withPromotionLinks } from './data/content.ts';
import { seedDemoProgrammes } from './data/demo-programmes.ts';
import { seedLotteries } from './data/lottery.ts';
import { seedMissions } from './data/missions.ts';
import { seedPaymentChannels } from './data/payments.ts';
import { seedPromotions } from './data/promotions.ts';
import { SEED_MERCHANT, seedSiteConfig } from './data/site-config.ts';
import { seedVip } from './data/vip.ts';

const HOUR = 3_600_000;
/** Multi-row inserts of this many rows keep PGlite fast without huge statements. */
const CHUNK = 400;

export const SEED_ACCOUNTS = {
  demo: {
    account: 'demo',
    password: 'Demo1234',
    type: 0,
    /** Stored as dialing code + national number: 63 + 9171234567. */
    mobile: '639171234567',
    email: 'demo@swerte.test',
    balanceCents: 1_250_075,
  },
  agent: {
    account: 'agent',
    password: 'Agent1234',
    type: 1,
    mobile: '639171112222',
    email: 'agent@swerte.test',
    balanceCents: 8_800_000,
  },
  downline: ['juan', 'maria', 'pedro'].map((account, i) => ({
    account,
    password: 'Member1234',
    type: 0,
    balanceCents: 50_000 * (i + 1),
  })),
} as const;

/** Invitation codes of the seeded agent (registration's affiliateCode). */
export const SEED_AFFILIATE_CODES = ['AGENT01', 'SWERTE88', 'PROMO2025'] as const;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface SeedOptions {
  now?: Date;
  /** scrypt log2(N) for the seeded accounts' passwords (the server's PASSWORD_COST). */
  passwordCost?: number;
  /** Seed the demo accounts (development, SEED_DEMO=1); default true, false in production. */
  demo?: boolean;
  /** With the demo accounts, the agent's seeded team (data/agent-team.ts); default: as `demo`. */
  team?: boolean;
  /** The demo's standing programmes (data/demo-programmes.ts); default: as `demo`. */
  programmes?: boolean;
  /** Texts reach phones (the server's `smsDelivered`); default true. Without, the SMS switches start off. */
  smsDelivered?: boolean;
}

/** Opening options (db/client.ts) that seed an empty database: the server's start and the test harness. */
export const seeded = (opts: SeedOptions) => ({ prepare: (db: Db) => seedIfEmpty(db, opts) });

/**
 * `demo` (default true) adds the demo accounts with their balances (SEED_ACCOUNTS), sample hot matches
 * and the agent's affiliate codes; production (NODE_ENV other than development, without SEED_DEMO=1) passes false and
 * gets the merchant, lobby content and lotteries only. `team` (default: as `demo`) grows the agent's
 * three-level team with 30 days of activity (data/agent-team.ts); the server test harness turns it
 * off (its suites make their own teams, and skip the extra second).
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ code: t.merchants.code }).from(t.merchants).limit(1);
  if (existing.length) return false;

  const now = opts.now?.getTime() ?? Date.now();
  const m = SEED_MERCHANT;
  const demo = opts.demo ?? true;
  // Hash outside the transaction: scrypt runs on the libuv pool, in parallel.
  const [config, hashes] = await Promise.all([
    seedSiteConfig(now, undefined, opts.programmes ?? demo, opts.smsDelivered ?? true),
    demo
      ? Promise.all(
          [SEED_ACCOUNTS.demo, SEED_ACCOUNTS.agent, ...SEED_ACCOUNTS.downline].map((a) =>
            hashPassword(a.password, opts.passwordCost),
          ),
        )
      : undefined,
  ]);
  const games = generateGames();

  await db.transaction(async (tx) => {
    await tx.insert(t.merchants).values({ code: m, config, registration: DEFAULT_REGISTRATION });
    await tx.insert(t.gameTypes).values(
      GAME_CATEGORIES.map((gameType, sort) => ({
        merchantCode: m,
        gameType,
        nameTy: GAME_TYPE_NAMES[gameType].ty,
        nameEn: GAME_TYPE_NAMES[gameType].en,
        sort,
      })),
    );
    await tx.insert(t.vendors).values(
      VENDORS.map((v, sort) => ({
        merchantCode: m,
        gameType: v.gameType,
        code: v.code,
        name: v.name,
        accountTypeName: v.accountTypeName ?? null,
        sort,
      })),
    );
    const gameRows: { nodeId: number; vassalage: string; gameType: string }[] = [];
    await insertChunked(games, async (chunk) => {
      const rows = await tx
        .insert(t.games)
        .values(chunk.map((g) => ({ ...g, merchantCode: m })))
        .returning({ nodeId: t.games.nodeId, vassalage: t.games.vassalage, gameType: t.games.gameType });
      gameRows.push(...rows);
    });

    // Matches are real fixtures an operator enters (/ops/lobby/hotMatches): production starts with none;
    // the demo gets sample ones, relative to its start.
    if (demo)
      await tx.insert(t.hotMatches).values(
        HOT_MATCHES.map((h, i) => {
          const node = gameRows.find(
            (g) => g.vassalage === h.vendor && (g.gameType === 'SPORTS' || g.gameType === 'ESPORTS'),
          );
          return {
            merchantCode: m,
            league: h.league,
            matchTime: new Date(Math.ceil((now + h.inHours * HOUR) / (15 * 60_000)) * 15 * 60_000),
            homeTeam: h.home,
            awayTeam: h.away,
            homeTeamImageUrl: `/teams/${slugify(h.home)}.svg`,
            awayTeamImageUrl: `/teams/${slugify(h.away)}.svg`,
            vendor: h.vendor,
            roomId: sampleRoomId(h, i),
            nodeId: node?.nodeId ?? 0,
          };
        }),
      );
    // The promotions first: the notices and banners link to them by id.
    const promotionIds = await seedPromotions(tx, now);
    const linked = (text: string) => withPromotionLinks(text, promotionIds);
    await tx.insert(t.announcements).values(
      ANNOUNCEMENTS.map((a) => ({
        merchantCode: m,
        type: a.type,
        execution: a.execution,
        groupName: a.groupName,
        promotionType: a.promotionType,
        action: a.action,
        titleTy: a.ty.title,
        titleEn: a.en.title,
        // Stored sanitised, as every writer of the table must: the app renders it as is.
        contentTy: sanitizeContentHtml(linked(a.ty.content)),
        contentEn: sanitizeContentHtml(linked(a.en.content)),
        publishedAt: new Date(now - a.hoursAgo * HOUR),
      })),
    );
    await tx.insert(t.banners).values(
      BANNERS.map((b, sort) => ({
        merchantCode: m,
        groupName: b.groupName,
        imageUrl: `/banners/${b.name}.svg`,
        imageUrlTy: `/banners/fil/${b.name}.svg`,
        link: b.link && linked(b.link),
        titleTy: b.ty,
        titleEn: b.en,
        sort,
      })),
    );
    await tx.insert(t.helpEntries).values(
      HELP.flatMap((h, sort) => [
        { merchantCode: m, language: 'TY' as const, title: h.ty.title, content: h.ty.content, sort },
        { merchantCode: m, language: 'EN' as const, title: h.en.title, content: h.en.content, sort },
      ]),
    );
    await tx.insert(t.userAgreements).values(
      (['TY', 'EN'] as const).map((language) => ({
        merchantCode: m,
        language,
        content: AGREEMENT[language],
      })),
    );

    const agentId = hashes ? await seedDemoAccounts(tx, now, hashes) : undefined;
    await seedLotteries(tx);
    await seedPaymentChannels(tx);
    await seedVip(tx, now);
    await seedMissions(tx, now);
    if (opts.programmes ?? demo) await seedDemoProgrammes(tx, now);
    // After the channels and VIP levels it uses; reuses the agent's and the downline's password hashes.
    if (hashes && agentId !== undefined && (opts.team ?? demo)) {
      await seedAgentTeam(tx, {
        now,
        agentId,
        subAgentHash: hashes[1] as string,
        playerHash: hashes[2] as string,
        insertChunked,
      });
      await seedAgentRates(tx, agentId, now);
    }
  });
  return true;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo player, the agent and its downline, with opening balances and the agent's codes; answers the agent's id. */
async function seedDemoAccounts(tx: Tx, now: number, hashes: string[]): Promise<number> {
  const m = SEED_MERCHANT;
  const [demoHash, agentHash, ...downHashes] = hashes;
  const daysAgo = (d: number) => new Date(now - d * 24 * HOUR);
  const [demo] = await tx
    .insert(t.members)
    .values({
      merchantCode: m,
      account: SEED_ACCOUNTS.demo.account,
      nickname: 'Demo Player',
      passwordHash: demoHash as string,
      type: SEED_ACCOUNTS.demo.type,
      regDate: daysAgo(30),
      mobile: SEED_ACCOUNTS.demo.mobile,
      email: SEED_ACCOUNTS.demo.email,
    })
    .returning({ id: t.members.id });
  const [agent] = await tx
    .insert(t.members)
    .values({
      merchantCode: m,
      account: SEED_ACCOUNTS.agent.account,
      nickname: 'Ahente Ana',
      passwordHash: agentHash as string,
      type: SEED_ACCOUNTS.agent.type,
      regDate: daysAgo(120),
      mobile: SEED_ACCOUNTS.agent.mobile,
      email: SEED_ACCOUNTS.agent.email,
    })
    .returning({ id: t.members.id });
  if (!demo || !agent) throw new Error('seed: members not created');
  const downlines = await tx
    .insert(t.members)
    .values(
      SEED_ACCOUNTS.downline.map((d, i) => ({
        merchantCode: m,
        account: d.account,
        nickname: d.account[0]?.toUpperCase() + d.account.slice(1),
        passwordHash: downHashes[i] as string,
        type: d.type,
        regDate: daysAgo(10 + i * 7),
        toUpline: i === 0,
        parentId: agent.id,
      })),
    )
    .returning({ id: t.members.id });
  await tx
    .insert(t.affiliateCodes)
    .values(SEED_AFFILIATE_CODES.map((code) => ({ merchantCode: m, code, agentId: agent.id })));
  // Opening balances are ledger credits: every balance is the sum of its entries.
  const openings = [
    { memberId: demo.id, openingCents: SEED_ACCOUNTS.demo.balanceCents },
    { memberId: agent.id, openingCents: SEED_ACCOUNTS.agent.balanceCents },
    ...downlines.map((d, i) => ({
      memberId: d.id,
      openingCents: SEED_ACCOUNTS.downline[i]?.balanceCents ?? 0,
    })),
  ];
  for (const o of openings)
    await openWallet(tx, { ...o, reason: 'opening', reference: ledgerRef.opening(o.memberId) });
  return agent.id;
}
