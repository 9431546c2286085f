import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleOf, storedRegistration } from '../../../server/auth/registration-rules.ts';
import { bannerSvg } from '../../../server/cdn/banner.ts';
import {
  announcements,
  banners,
  helpEntries,
  missions,
  paymentChannels,
  promotions,
  rebateRates,
  referralProgrammes,
  userAgreements,
  vipProgrammes,
} from '../../../server/db/schema.ts';
import { settingsOf } from '../../../server/payments/cashier-settings.ts';
import { minimumAgeOf } from '../../../server/protection/age.ts';
import { manilaDate } from '../../../src/shared/age.ts';
import { newPasswordProblem } from '../../../src/shared/password.ts';
import type { FieldRule } from '../../../src/shared/schemas/auth.ts';
import type { PromotionRules } from '../../../src/shared/schemas/promotions.ts';
import { createHarness, databases, type Harness } from '../support/harness.ts';

// The seeded content is honest: every peso amount and percentage a seeded notice, pop-up, banner (its
// title and its picture), help entry, the user agreement, the VIP notes or the footer names is one a live
// promotion, mission, referral programme, rebate rate, VIP level or cashier setting of the seeded database
// pays or applies; a bonus sentence names only what a reward pays. Help names only payment channels that
// exist, the password rule registration enforces and the oldest iOS the app runs on.

const M = 'SWERTE';
/** The oldest iOS the build runs on (docs/decisions/0014-oldest-browser-ios-14-chrome-80.md). */
const OLDEST_IOS = 14;
/** Payment brands a text might name; each one named must be a seeded payment channel. */
const PAYMENT_BRANDS = [
  'GCash',
  'Maya',
  'PayMaya',
  'GrabPay',
  'ShopeePay',
  'Coins.ph',
  'BDO',
  'BPI',
  'Metrobank',
  'UnionBank',
  'Landbank',
  'Security Bank',
  'RCBC',
  'PNB',
  'China Bank',
  'EastWest',
  '7-Eleven',
  'Cebuana',
  'Palawan',
  'PayPal',
  'Visa',
  'Mastercard',
  'USDT',
  'Bitcoin',
  'InstaPay',
  'PESONet',
];
/** A sentence with one of these promises something paid: its amounts must be paid by a reward. */
const REWARD_WORDS =
  /bonus|cashback|rebate|reward|free\b|libre|gantimpala|premyo|prize|commission|komisyon|\bwin\b|panalo|claim|kunin|double|doblehin/i;
/** Deposits by transfer and every withdrawal wait for an operator: no text may promise minutes. */
const TIME_PROMISE =
  /\bwithin (?:\d+ |a few )?minutes?\b|\bsa loob ng (?:\d+|ilang) minuto|\binstant(?:ly)?\b|\bagad-agad\b/i;
const CASHBACK_WORDS = /cashback/i;
const REFERRAL_WORDS = /friend|kaibigan|referral|refer\b|invite|imbita/i;
const BOTH_WORDS = /\bboth\b|pareho/i;

/** What the seeded database pays and applies. */
interface Facts {
  /** Paid by a live promotion, mission, referral programme or VIP level, with their caps and thresholds. */
  rewardCents: Set<number>;
  /** Applied by a setting: the cashier's withdrawal limits, the deposit channels' limits. */
  settingCents: Set<number>;
  /** Deposit promotions' percentages and the player rebate rates. */
  percents: Set<number>;
  referralPays: boolean;
  rebatePays: boolean;
  livePromotionIds: Set<number>;
  /** Names and banks of the enabled deposit channels. */
  channels: string[];
  minimumAge: number;
  passwordRule: FieldRule | undefined;
  year: number;
}

/** A text as members see it: tags dropped, the few entities the seed could hold decoded. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#8369;|&#x20b1;/gi, '₱')
    .replace(/&rsquo;|&#8217;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter(Boolean);

/** Peso amounts (₱1,234.50, PHP 500, ₱5k, 300 pesos) in cents. */
function pesosIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(
    /(?:₱|\bPHP\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?([kK])\b)?/g,
  )) {
    const whole = Number((m[1] as string).replace(/,/g, '')) * (m[3] ? 1000 : 1);
    out.push(whole * 100 + Number((m[2] ?? '0').padEnd(2, '0')));
  }
  for (const m of text.matchAll(/\b(\d{1,3}(?:,\d{3})+|\d+)\s?(?:pesos?|piso)\b/gi))
    out.push(Number((m[1] as string).replace(/,/g, '')) * 100);
  return out;
}

const percentsIn = (text: string) =>
  [...text.matchAll(/(\d+(?:\.\d+)?)\s?(?:%|percent\b|porsiyento\b)/gi)].map((m) => Number(m[1]));

const peso = (cents: number) => `₱${(cents / 100).toLocaleString('en-US')}`;

/** What a shown text promises that nothing seeded pays or applies. */
function offerProblems(text: string, f: Facts): string[] {
  const problems: string[] = [];
  for (const s of sentences(plain(text))) {
    const rewarding = REWARD_WORDS.test(s);
    for (const cents of pesosIn(s)) {
      const paid = f.rewardCents.has(cents) || (!rewarding && f.settingCents.has(cents));
      if (!paid) problems.push(`${peso(cents)} is not ${rewarding ? 'paid' : 'paid or applied'}: "${s}"`);
    }
    for (const p of percentsIn(s)) if (!f.percents.has(p)) problems.push(`${p}% is not paid: "${s}"`);
    if (CASHBACK_WORDS.test(s) && !f.rebatePays) problems.push(`cashback with no rebate rates: "${s}"`);
    if (TIME_PROMISE.test(s)) problems.push(`a time the cashier does not keep (operators confirm): "${s}"`);
    if (REFERRAL_WORDS.test(s) && rewarding) {
      if (!f.referralPays) problems.push(`a referral reward with no referral programme: "${s}"`);
      if (BOTH_WORDS.test(s)) problems.push(`referrals pay the referrer only, not both: "${s}"`);
    }
    for (const m of s.matchAll(
      /\b(\d{2})\s?\+|\b(\d{2}) (?:or older|and over|taong gulang)|\bedad (\d{2})/gi,
    )) {
      const age = Number(m[1] ?? m[2] ?? m[3]);
      if (age !== f.minimumAge) problems.push(`age ${age}, registration asks for ${f.minimumAge}: "${s}"`);
    }
    for (const m of s.matchAll(/©\s?(\d{4})/g))
      if (Number(m[1]) !== f.year) problems.push(`© ${m[1]}, this year is ${f.year}: "${s}"`);
  }
  for (const m of text.matchAll(/\/m\/activityInfo\?id=(\d+)/g))
    if (!f.livePromotionIds.has(Number(m[1]))) problems.push(`links promotion ${m[1]}, which is not live`);
  return problems;
}

/** Payment brands a text names that no seeded channel is. */
function channelProblems(text: string, f: Facts): string[] {
  const t = plain(text);
  return PAYMENT_BRANDS.filter((brand) =>
    new RegExp(`(^|[^\\w.])${brand.replace(/[.]/g, '\\.')}(?![\\w])`, 'i').test(t),
  )
    .filter((brand) => !f.channels.some((c) => c.toLowerCase().includes(brand.toLowerCase())))
    .map((brand) => `names ${brand}, which is no payment channel: "${t}"`);
}

/** The password rules a help text states ("8 to 20 characters, …letter… digit"), checked against the real one. */
function passwordStatements(text: string): { min: number; max: number; letterAndDigit: boolean }[] {
  const t = plain(text);
  const stated =
    /(\d+) (?:to|hanggang) (\d+) (?:na )?(characters|karakter|letters and digits|letra at numero)([^.;)]*)/gi;
  return (
    [...t.matchAll(stated)]
      // A password's rule, not the username's: "password" comes just before it.
      .filter((m) => /password/i.test(t.slice(Math.max(0, (m.index ?? 0) - 40), m.index)))
      .map((m) => ({
        min: Number(m[1]),
        max: Number(m[2]),
        letterAndDigit: /letter.*digit|letra.*numero/i.test(m[4] ?? ''),
      }))
  );
}

function passwordProblems(text: string, f: Facts): string[] {
  const ok = (value: string) => newPasswordProblem(value, f.passwordRule) === null;
  const sample = (length: number) => `a1${'b'.repeat(Math.max(0, length - 2))}`;
  return passwordStatements(text).flatMap(({ min, max, letterAndDigit }) => {
    const said = `${min} to ${max}${letterAndDigit ? ', a letter and a digit' : ''}`;
    const holds =
      ok(sample(min)) &&
      ok(sample(max)) &&
      !ok(sample(min - 1)) &&
      !ok(sample(max + 1)) &&
      letterAndDigit === (!ok('a'.repeat(min + 1)) && !ok('1'.repeat(min + 1)));
    return holds ? [] : [`states the password rule as ${said}, which registration does not enforce`];
  });
}

const iosProblems = (text: string) =>
  [...plain(text).matchAll(/iOS (\d+(?:\.\d+)?)/g)]
    .filter((m) => Number(m[1]) !== OLDEST_IOS)
    .map((m) => `names iOS ${m[1]}; the app needs iOS ${OLDEST_IOS}`);

/** The words a banner picture shows (server/cdn/banner.ts). */
const artText = (name: string, fil = false) =>
  [...bannerSvg(name, fil).matchAll(/<(?:text|tspan)\b[^>]*>([^<]+)</g)].map((m) => m[1]).join('. ');
const artName = (url: string | null) => url?.match(/^\/banners\/(?:fil\/)?([a-z0-9-]+)\.svg$/)?.[1];

const isLive = (p: { status: string; startsAt: Date; endsAt: Date | null }, now: number) =>
  (p.status === 'scheduled' || p.status === 'live') &&
  p.startsAt.getTime() <= now &&
  (p.endsAt === null || p.endsAt.getTime() > now);

/** The cents a promotion's rules pay, cap or require. */
function promotionCents(rules: PromotionRules, memberCapCents: number | null): number[] {
  const own = rules.kind === 'deposit' ? [rules.capCents, rules.minDepositCents] : [rules.amountCents];
  return memberCapCents === null ? own : [...own, memberCapCents];
}

async function factsOf(h: Harness): Promise<Facts> {
  const db = h.database.db;
  const now = h.services.now();
  const rewardCents = new Set<number>();
  const settingCents = new Set<number>();
  const percents = new Set<number>();
  const livePromotionIds = new Set<number>();

  for (const p of await db.select().from(promotions).where(eq(promotions.merchantCode, M))) {
    if (!isLive(p, now)) continue;
    livePromotionIds.add(p.id);
    for (const c of promotionCents(p.rules, p.memberCapCents)) rewardCents.add(c);
    if (p.rules.kind === 'deposit') percents.add(p.rules.percent);
  }
  for (const m of await db.select().from(missions).where(eq(missions.merchantCode, M))) {
    if (m.cancelledAt || m.startsAt.getTime() > now || m.endsAt.getTime() <= now) continue;
    rewardCents.add(m.rewardCents);
    if (m.rule.kind === 'wager') rewardCents.add(m.rule.cents);
  }
  const [referral] = await db.select().from(referralProgrammes).where(eq(referralProgrammes.merchantCode, M));
  const referralPays =
    !!referral &&
    referral.budgetCents > referral.spentCents &&
    (referral.depositRewardCents > 0 || referral.turnoverRewardCents > 0);
  if (referral && referralPays)
    for (const c of [
      referral.depositRewardCents,
      referral.depositMinCents,
      referral.turnoverRewardCents,
      referral.turnoverMinCents,
    ])
      if (c > 0) rewardCents.add(c);
  const rates = await db.select().from(rebateRates).where(eq(rebateRates.merchantCode, M));
  for (const r of rates) {
    if (r.rateBp > 0) percents.add(r.rateBp / 100);
    if (r.capCents !== null) rewardCents.add(r.capCents);
  }
  const [vip] = await db.select().from(vipProgrammes).where(eq(vipProgrammes.merchantCode, M));
  for (const l of vip?.levels ?? []) {
    if (l.upgradeBonusCents > 0) rewardCents.add(l.upgradeBonusCents);
  }
  const cashier = await settingsOf(db, M);
  settingCents.add(cashier.withdrawMinCents);
  settingCents.add(cashier.withdrawMaxCents);
  const channels = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, M), eq(paymentChannels.enabled, true)));
  for (const c of channels) {
    settingCents.add(c.minCents);
    settingCents.add(c.maxCents);
  }
  return {
    rewardCents,
    settingCents,
    percents,
    referralPays,
    rebatePays: rates.some((r) => r.rateBp > 0),
    livePromotionIds,
    channels: channels.flatMap((c) => [c.name, c.bankName ?? '']).filter(Boolean),
    minimumAge: await minimumAgeOf(db, M),
    passwordRule: ruleOf((await storedRegistration(db, M)).fields, 'password'),
    year: manilaDate(now).year,
  };
}

/** Where a text is shown, and the text. */
interface Shown {
  where: string;
  text: string;
}

/** Every seeded text members see outside the promotions' own pages, in both languages. */
async function shownTexts(h: Harness): Promise<{ all: Shown[]; help: Shown[] }> {
  const db = h.database.db;
  const all: Shown[] = [];
  for (const a of await db.select().from(announcements).where(eq(announcements.merchantCode, M))) {
    all.push({ where: `announcement ${a.id} (TY)`, text: `${a.titleTy}.\n${a.contentTy}` });
    all.push({ where: `announcement ${a.id} (EN)`, text: `${a.titleEn}.\n${a.contentEn}` });
  }
  for (const b of await db.select().from(banners).where(eq(banners.merchantCode, M))) {
    all.push({ where: `banner ${b.id} (TY)`, text: b.titleTy });
    all.push({ where: `banner ${b.id} (EN)`, text: b.titleEn });
    const name = artName(b.imageUrl);
    if (name) all.push({ where: `banner picture ${name}`, text: artText(name) });
    const fil = artName(b.imageUrlTy);
    if (fil) all.push({ where: `banner picture ${fil} (TY)`, text: artText(fil, true) });
  }
  for (const p of await db.select().from(promotions).where(eq(promotions.merchantCode, M))) {
    const name = artName(p.bannerUrl);
    if (name) all.push({ where: `promotion picture ${name}`, text: artText(name) });
  }
  const help = (await db.select().from(helpEntries).where(eq(helpEntries.merchantCode, M))).map((e) => ({
    where: `help ${e.id} (${e.language})`,
    text: `${e.title}.\n${e.content}`,
  }));
  all.push(...help);
  for (const a of await db.select().from(userAgreements).where(eq(userAgreements.merchantCode, M)))
    all.push({ where: `user agreement (${a.language})`, text: a.content });
  const [vip] = await db.select().from(vipProgrammes).where(eq(vipProgrammes.merchantCode, M));
  for (const l of vip?.levels ?? [])
    all.push({ where: `VIP ${l.name}`, text: `${l.rebateNote}.\n${l.withdrawalNote}` });
  const site = await h.services.siteConfig.stored(M);
  all.push({ where: 'footer', text: site?.resources.copyright ?? '' });
  return { all, help };
}

const problemsOf = (texts: Shown[], check: (text: string) => string[]) =>
  texts.flatMap((s) => check(s.text).map((p) => `${s.where}: ${p}`));

describe.each(databases)('seeded offers are paid ($kind)', ({ kind }) => {
  let h: Harness;
  let facts: Facts;
  let texts: Awaited<ReturnType<typeof shownTexts>>;

  beforeAll(async () => {
    h = await createHarness(kind);
    facts = await factsOf(h);
    texts = await shownTexts(h);
  }, 60_000);
  afterAll(() => h?.close());

  it('catches offers nothing pays, wrong channels, ages and password rules', () => {
    expect(offerProblems('<p>Deposit today and get a <b>₱9,999 bonus</b>!</p>', facts)).toHaveLength(1);
    expect(offerProblems('10% weekly cashback every Monday.', facts).length).toBeGreaterThan(0);
    expect(offerProblems('Double your first deposit up to ₱4,000.', facts)).toHaveLength(1);
    expect(offerProblems('GCash withdrawals are processed within 5 minutes.', facts)).toHaveLength(1);
    expect(offerProblems('A ₱50,000 bonus for you.', facts)).toHaveLength(1);
    expect(offerProblems("Enter your friend's code and you both receive a bonus.", facts).length).toBe(
      facts.referralPays ? 1 : 2,
    );
    expect(offerProblems(`© ${facts.year - 1} Swerte. 18+ lamang.`, facts)).toHaveLength(2);
    expect(offerProblems('<a href="/m/activityInfo?id=999999">Terms</a>', facts)).toHaveLength(1);
    expect(channelProblems('Choose GCash, Maya or bank.', facts)).toHaveLength(1);
    expect(passwordProblems('Choose a password (8 to 16 letters and digits).', facts)).toHaveLength(1);
    expect(iosProblems('Add to Home Screen (iOS 12.4 or later).')).toHaveLength(1);
    // And passes what is true.
    expect(offerProblems(`Each withdrawal is up to ${peso(5_000_000)}.`, facts)).toEqual([]);
    expect(passwordProblems('a password of 8 to 20 characters with a letter and a digit', facts)).toEqual([]);
  });

  it('has something to check: notices, pop-ups, banners, help, the agreement, VIP notes, the footer', () => {
    for (const where of [
      'announcement',
      'banner',
      'banner picture',
      'help',
      'user agreement',
      'VIP',
      'footer',
    ])
      expect(texts.all.some((s) => s.where.startsWith(where))).toBe(true);
    expect(texts.all.filter((s) => s.where.startsWith('user agreement'))).toHaveLength(2);
    expect(facts.livePromotionIds.size).toBeGreaterThan(0);
  });

  it('names only amounts and percentages a live promotion, mission, programme or setting pays or applies', () => {
    expect(problemsOf(texts.all, (t) => offerProblems(t, facts))).toEqual([]);
  });

  it('offers the 100 % deposit bonus up to ₱5,000 it advertises, linked from its notice', async () => {
    const live = await h.database.db.select().from(promotions).where(eq(promotions.merchantCode, M));
    const deposit = live.find((p) => p.rules.kind === 'deposit' && facts.livePromotionIds.has(p.id));
    expect(deposit?.rules).toMatchObject({ percent: 100, capCents: 500_000 });
    const notices = await h.database.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.merchantCode, M), eq(announcements.promotionType, 'DEPOSIT')));
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices)
      for (const html of [n.contentTy, n.contentEn])
        expect(html).toContain(`href="/m/activityInfo?id=${deposit?.id}"`);
  });

  it('keeps each promotion’s own texts to its own terms', async () => {
    const rows = await h.database.db.select().from(promotions).where(eq(promotions.merchantCode, M));
    const problems = rows.flatMap((p) => {
      const own: Facts = {
        ...facts,
        rewardCents: new Set(promotionCents(p.rules, p.memberCapCents)),
        settingCents: new Set(),
        percents: new Set(p.rules.kind === 'deposit' ? [p.rules.percent] : []),
      };
      return Object.entries(p.texts).flatMap(([language, t]) =>
        offerProblems(`${t.title}.\n${t.summary}\n${t.termsHtml}`, own).map(
          (problem) => `promotion ${p.id} (${language}): ${problem}`,
        ),
      );
    });
    expect(problems).toEqual([]);
  });

  it('promises no VIP monthly bonus, rebate uplift or per-level withdrawal limit', async () => {
    const [vip] = await h.database.db.select().from(vipProgrammes).where(eq(vipProgrammes.merchantCode, M));
    expect(vip?.levels.length).toBeGreaterThan(0);
    const cashier = await settingsOf(h.database.db, M);
    for (const l of vip?.levels ?? []) {
      // Nothing pays a monthly bonus (server/vip/vip.ts pays the level-up bonus only).
      expect(l.monthlyBonusCents).toBe(0);
      expect(percentsIn(l.rebateNote)).toEqual([]);
      expect(pesosIn(l.withdrawalNote).every((c) => c === cashier.withdrawMaxCents)).toBe(true);
    }
  });

  it('help names only seeded payment channels, the password rule registration enforces and the oldest iOS', () => {
    expect([
      ...problemsOf(texts.all, (t) => channelProblems(t, facts)),
      ...problemsOf(texts.help, (t) => passwordProblems(t, facts)),
      ...problemsOf(texts.help, iosProblems),
    ]).toEqual([]);
    // Registration's help states the rule, in both languages.
    for (const language of ['TY', 'EN'])
      expect(
        texts.help.some((s) => s.where.endsWith(`(${language})`) && passwordStatements(s.text).length > 0),
      ).toBe(true);
  });
});
