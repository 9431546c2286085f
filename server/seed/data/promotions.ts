// The seed merchant's demo promotions (issue 14): a welcome bonus members join (its reward goes to the
// reward centre at once), a deposit bonus chosen in the cashier (paid when the deposit is credited,
// server/promotions/deposit-bonus.ts) and a big-win reward they apply for with a screenshot (an operator
// decides). The seeded notices and banners promise only what these pay (tests/server/seed/offers.test.ts).
import { sanitizeMessageHtml } from '../../lib/platform-html.ts';
import { promotions } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 86_400_000;

/** The seeded promotions, by the name the seeded notices link them with (content.ts `{promotion:…}`). */
export const SEED_PROMOTION_KEYS = ['welcome', 'deposit', 'bigWin'] as const;
export type SeedPromotionKey = (typeof SEED_PROMOTION_KEYS)[number];

/** The welcome bonus: ₱88 to claim within 7 days, to be wagered 5 times. */
export const SEED_WELCOME_BONUS = {
  kind: 'signup',
  amountCents: 8_800,
  turnoverMultiplier: 5,
  expiryDays: 7,
} as const;

/** The deposit bonus: 100 % of one deposit of at least ₱100, at most ₱5,000, once per member. */
export const SEED_DEPOSIT_BONUS = {
  kind: 'deposit',
  percent: 100,
  capCents: 500_000,
  minDepositCents: 10_000,
  turnoverMultiplier: 5,
} as const;

/** The big-win reward: ₱500 for an approved application, to claim within 3 days and wager once. */
export const SEED_BIG_WIN_REWARD = {
  kind: 'manual',
  amountCents: 50_000,
  turnoverMultiplier: 1,
  commentRequired: true,
  identityRequired: false,
  expiryDays: 3,
} as const;

/** Inserts the promotions; answers their ids by key. */
export async function seedPromotions(
  tx: Tx,
  now: number,
): Promise<Record<SeedPromotionKey, number>> {
  const rows = await tx
    .insert(promotions)
    .values([
    {
      merchantCode: SEED_MERCHANT,
      kind: 'signup',
      category: 'new',
      status: 'scheduled',
      bannerUrl: '/banners/welcome-bonus.svg',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 90 * DAY),
      budgetCents: 10_000_000,
      memberCapCents: SEED_WELCOME_BONUS.amountCents,
      rules: { ...SEED_WELCOME_BONUS },
      texts: {
        TY: {
          title: 'Bonus sa pagsali: ₱88',
          summary: 'Sumali at kunin ang ₱88 sa Reward Centre.',
          termsHtml: sanitizeMessageHtml(
            '<p>Para sa bawat miyembro. Pindutin ang <b>Sumali</b>, pagkatapos ay kunin ang ₱88 sa Reward Centre sa loob ng 7 araw.</p><ul><li>Kailangang itaya ang bonus nang 5 beses bago ito ma-withdraw.</li><li>Isang beses lang bawat miyembro.</li></ul>',
          ),
        },
        EN: {
          title: 'Welcome bonus: ₱88',
          summary: 'Join and claim ₱88 in the Reward Centre.',
          termsHtml: sanitizeMessageHtml(
            '<p>For every member. Press <b>Join</b>, then claim ₱88 in the Reward Centre within 7 days.</p><ul><li>The bonus must be wagered 5 times before it can be withdrawn.</li><li>Once per member.</li></ul>',
          ),
        },
      },
    },
    {
      merchantCode: SEED_MERCHANT,
      kind: 'deposit',
      category: 'deposit',
      status: 'scheduled',
      bannerUrl: '/banners/deposit-bonus.svg',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 90 * DAY),
      budgetCents: 50_000_000,
      memberCapCents: SEED_DEPOSIT_BONUS.capCents,
      rules: { ...SEED_DEPOSIT_BONUS },
      texts: {
        TY: {
          title: '100% bonus sa deposito hanggang ₱5,000',
          summary: 'Piliin ito sa cashier kasama ng depositong ₱100 o higit pa.',
          termsHtml: sanitizeMessageHtml(
            '<p>Piliin ang bonus na ito sa cashier kapag nagdeposito ka. Pagpasok ng deposito, idaragdag namin ang 100% nito bilang bonus, hanggang ₱5,000.</p><ul><li>Kwalipikado ang depositong ₱100 o higit pa.</li><li>Isang beses lang bawat miyembro.</li><li>Kailangang itaya ang bonus nang 5 beses bago ito ma-withdraw.</li><li>Habang may natitirang budget ang promo.</li></ul>',
          ),
        },
        EN: {
          title: '100% deposit bonus up to ₱5,000',
          summary: 'Choose it in the cashier with a deposit of ₱100 or more.',
          termsHtml: sanitizeMessageHtml(
            '<p>Choose this bonus in the cashier when you deposit. When the deposit is credited, we add 100% of it as a bonus, up to ₱5,000.</p><ul><li>Deposits of ₱100 or more qualify.</li><li>Once per member.</li><li>The bonus must be wagered 5 times before it can be withdrawn.</li><li>While the promotion’s budget lasts.</li></ul>',
          ),
        },
      },
    },
    {
      merchantCode: SEED_MERCHANT,
      kind: 'manual',
      category: 'daily',
      status: 'scheduled',
      bannerUrl: '/banners/big-slot-win.svg',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 30 * DAY),
      budgetCents: 5_000_000,
      memberCapCents: null,
      rules: { ...SEED_BIG_WIN_REWARD },
      texts: {
        TY: {
          title: 'Malaking panalo sa slots: ₱500',
          summary: 'Ipadala ang screenshot ng iyong panalo para sa ₱500.',
          termsHtml: sanitizeMessageHtml(
            '<p>Nanalo ng 100× o higit pa sa isang slot game? Ipadala ang screenshot at ang pangalan ng laro. Susuriin ito ng aming team.</p><ul><li>Kapag naaprubahan, papasok ang ₱500 sa Reward Centre; kunin ito sa loob ng 3 araw.</li><li>Kailangang itaya ang gantimpala nang isang beses bago ito ma-withdraw.</li></ul>',
          ),
        },
        EN: {
          title: 'Big slot win: ₱500',
          summary: 'Send a screenshot of your big win for ₱500.',
          termsHtml: sanitizeMessageHtml(
            '<p>Won 100× or more on a slot game? Send a screenshot and the game’s name. Our team reviews it.</p><ul><li>If approved, ₱500 goes to your Reward Centre; claim it within 3 days.</li><li>The reward must be wagered once before it can be withdrawn.</li></ul>',
          ),
        },
      },
    },
    ])
    .returning({ id: promotions.id, kind: promotions.kind });
  const idOf = (kind: string) => rows.find((r) => r.kind === kind)?.id;
  const [welcome, deposit, bigWin] = [idOf('signup'), idOf('deposit'), idOf('manual')];
  if (welcome === undefined || deposit === undefined || bigWin === undefined)
    throw new Error('seed: promotions not created');
  return { welcome, deposit, bigWin };
}
