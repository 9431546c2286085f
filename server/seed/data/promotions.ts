// The seed merchant's demo promotions (issue 14): a welcome bonus members join (its reward goes to the
// reward centre at once) and a weekly cashback they apply for with a screenshot (an operator decides).
import { sanitizeMessageHtml } from '../../lib/platform-html.ts';
import { promotions } from '../../db/schema.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 86_400_000;

export async function seedPromotions(tx: Tx, now: number): Promise<void> {
  await tx.insert(promotions).values([
    {
      merchantCode: SEED_MERCHANT,
      kind: 'signup',
      category: 'new',
      status: 'scheduled',
      bannerUrl: '/banners/welcome-bonus.svg',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 90 * DAY),
      budgetCents: 10_000_000,
      memberCapCents: 8_800,
      rules: { kind: 'signup', amountCents: 8_800, turnoverMultiplier: 5, expiryDays: 7 },
      texts: {
        TY: {
          title: 'Bonus sa pagsali: ₱88',
          summary: 'Sumali at kunin ang ₱88 sa Reward Centre.',
          termsHtml: sanitizeMessageHtml(
            '<p>Para sa mga bagong miyembro. Pindutin ang <b>Sumali</b>, pagkatapos ay kunin ang ₱88 sa Reward Centre sa loob ng 7 araw.</p><ul><li>Kailangang itaya ang bonus nang 5 beses bago ito ma-withdraw.</li><li>Isang beses lang bawat miyembro.</li></ul>',
          ),
        },
        EN: {
          title: 'Welcome bonus: ₱88',
          summary: 'Join and claim ₱88 in the Reward Centre.',
          termsHtml: sanitizeMessageHtml(
            '<p>For new members. Press <b>Join</b>, then claim ₱88 in the Reward Centre within 7 days.</p><ul><li>The bonus must be wagered 5 times before it can be withdrawn.</li><li>Once per member.</li></ul>',
          ),
        },
      },
    },
    {
      merchantCode: SEED_MERCHANT,
      kind: 'manual',
      category: 'daily',
      status: 'scheduled',
      bannerUrl: '/banners/slots-cashback.svg',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 30 * DAY),
      budgetCents: 5_000_000,
      memberCapCents: null,
      rules: {
        kind: 'manual',
        amountCents: 50_000,
        turnoverMultiplier: 1,
        commentRequired: true,
        identityRequired: false,
        expiryDays: 3,
      },
      texts: {
        TY: {
          title: 'Slots cashback: ₱500',
          summary: 'Ipadala ang screenshot ng iyong panalo para sa ₱500.',
          termsHtml: sanitizeMessageHtml(
            '<p>Nanalo ng 100× o higit pa sa isang slot game? Ipadala ang screenshot at ang pangalan ng laro. Susuriin ito ng aming team.</p>',
          ),
        },
        EN: {
          title: 'Slots cashback: ₱500',
          summary: 'Send a screenshot of your big win for ₱500.',
          termsHtml: sanitizeMessageHtml(
            '<p>Won 100× or more on a slot game? Send a screenshot and the game’s name. Our team reviews it.</p>',
          ),
        },
      },
    },
  ]);
}
