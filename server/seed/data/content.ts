// Announcements, banners, help entries and the user agreement of the seeded merchant, in Filipino (TY)
// and English (EN). Every amount they name is one the seeded promotions, mission or settings pay or apply
// (tests/server/seed/offers.test.ts checks each one against the seeded rows); the figures come from those
// seeds here, so a change there changes the texts too.
import type {
  AnnouncementGroup,
  ContentType,
  Execution,
} from '../../../src/shared/constants/announcements.ts';
import { CASHIER_DEFAULTS } from '../../../src/shared/constants/cashier.ts';
import { SEED_MISSION } from './missions.ts';
import { SEED_PAYMENT_CHANNELS } from './payments.ts';
import {
  SEED_BIG_WIN_REWARD,
  SEED_DEPOSIT_BONUS,
  SEED_WELCOME_BONUS,
  type SeedPromotionKey,
} from './promotions.ts';
import { SEED_MINIMUM_AGE } from './site-config.ts';

/** ₱1,234 or ₱1,234.5 as the texts write amounts (whole pesos without decimals). */
const peso = (cents: number) =>
  `₱${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

const welcome = peso(SEED_WELCOME_BONUS.amountCents);
const welcomeDays = SEED_WELCOME_BONUS.expiryDays;
const welcomeTimes = SEED_WELCOME_BONUS.turnoverMultiplier;
const depositPercent = `${SEED_DEPOSIT_BONUS.percent}%`;
const depositCap = peso(SEED_DEPOSIT_BONUS.capCents);
const depositMin = peso(SEED_DEPOSIT_BONUS.minDepositCents);
const depositTimes = SEED_DEPOSIT_BONUS.turnoverMultiplier;
const bigWin = peso(SEED_BIG_WIN_REWARD.amountCents);
const bigWinDays = SEED_BIG_WIN_REWARD.expiryDays;
const missionReward = peso(SEED_MISSION.rewardCents);
const withdrawMin = peso(CASHIER_DEFAULTS.withdrawMinCents);
const withdrawMax = peso(CASHIER_DEFAULTS.withdrawMaxCents);
const withdrawPerDay = CASHIER_DEFAULTS.withdrawDailyCount;
const depositFrom = peso(Math.min(...SEED_PAYMENT_CHANNELS.map((c) => c.minCents)));
const age = SEED_MINIMUM_AGE;

/** `{promotion:<key>}` in a text or link stands for that seeded promotion's page (seed.ts fills it in). */
const promotionLink = (key: SeedPromotionKey) => `{promotion:${key}}`;

/** The text with each `{promotion:<key>}` replaced by the promotion's page, /m/activityInfo?id=<id>. */
export function withPromotionLinks(text: string, ids: Record<SeedPromotionKey, number>): string {
  return text.replace(/\{promotion:(\w+)\}/g, (whole, key: string) =>
    key in ids ? `/m/activityInfo?id=${ids[key as SeedPromotionKey]}` : whole,
  );
}

export interface SeedAnnouncement {
  type: ContentType;
  execution: Execution;
  groupName: AnnouncementGroup;
  promotionType: string | null;
  /** REWARD_CENTER: shown only to a member with rewards to claim (server/site/content.ts). */
  action: 'REWARD_CENTER' | null;
  /** Published this many hours before the seed runs (newest first = smallest). */
  hoursAgo: number;
  ty: { title: string; content: string };
  en: { title: string; content: string };
}

export const ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'PU',
    execution: 'B',
    groupName: 'm_home',
    promotionType: 'WELCOME',
    action: null,
    hoursAgo: 1,
    ty: {
      title: 'Maligayang pagdating sa Swerte!',
      content: `<p>Kapag miyembro ka na, sumali sa <strong>bonus sa pagsali</strong> sa <a href="/m/activity">pahina ng mga promo</a> at kunin ang ${welcome} sa Reward Centre sa loob ng ${welcomeDays} araw. Itaya ito nang ${welcomeTimes} beses bago ito i-withdraw.</p>`,
    },
    en: {
      title: 'Welcome to Swerte!',
      content: `<p>Once you are a member, join the <strong>welcome bonus</strong> on the <a href="/m/activity">promotions page</a> and claim ${welcome} in the Reward Centre within ${welcomeDays} days. Wager it ${welcomeTimes} times before withdrawing it.</p>`,
    },
  },
  {
    type: 'PU',
    execution: 'A',
    groupName: 'm_home',
    promotionType: 'REWARD',
    action: 'REWARD_CENTER',
    hoursAgo: 2,
    ty: {
      title: 'May naghihintay na gantimpala sa iyo',
      content:
        '<p>May mga bonus kang hindi pa nakukuha. Buksan ang Reward Center para makuha ang mga ito bago mag-expire.</p>',
    },
    en: {
      title: 'A reward is waiting for you',
      content: '<p>You have unclaimed bonuses. Open the Reward Center to claim them before they expire.</p>',
    },
  },
  {
    type: 'PU',
    execution: 'F',
    groupName: 'm_home',
    promotionType: 'DEPOSIT',
    action: null,
    hoursAgo: 3,
    ty: {
      title: `${depositPercent} bonus sa deposito hanggang ${depositCap}`,
      content: `<p>Salamat sa pagsali! Kapag nagdeposito ka ng ${depositMin} o higit pa, piliin ang <strong>bonus sa deposito</strong> sa cashier: idaragdag namin ang ${depositPercent} ng depositong iyon, hanggang ${depositCap}. Isang beses bawat miyembro; itaya ang bonus nang ${depositTimes} beses bago ito i-withdraw.</p><p><a href="${promotionLink('deposit')}">Mga tuntunin</a> · <a href="/m/voucherCenter">Magdeposito na</a></p>`,
    },
    en: {
      title: `${depositPercent} deposit bonus up to ${depositCap}`,
      content: `<p>Thanks for joining! When you deposit ${depositMin} or more, choose the <strong>deposit bonus</strong> in the cashier: we add ${depositPercent} of that deposit, up to ${depositCap}. Once per member; wager the bonus ${depositTimes} times before withdrawing it.</p><p><a href="${promotionLink('deposit')}">Terms</a> · <a href="/m/voucherCenter">Deposit now</a></p>`,
    },
  },
  {
    type: 'PL',
    execution: 'B',
    groupName: 'm_home',
    promotionType: null,
    action: null,
    hoursAgo: 5,
    ty: {
      title: 'Paano gumagana ang pag-withdraw',
      content: `<p>Bawat withdrawal ay mula ${withdrawMin} hanggang ${withdrawMax}, hanggang ${withdrawPerDay} beses bawat araw at isa-isa. Kailangang maitaya muna nang isang beses ang iyong mga deposito. Sinusuri ng aming team ang bawat withdrawal at ibinabayad ito pagkatapos maaprubahan; sundan ito sa <a href="/m/withdrawReport">mga record ng withdrawal</a>.</p>`,
    },
    en: {
      title: 'How withdrawals work',
      content: `<p>Each withdrawal is ${withdrawMin} to ${withdrawMax}, up to ${withdrawPerDay} a day, one at a time. Your deposits must first be wagered once. Our team reviews every withdrawal and pays it once approved; follow it in your <a href="/m/withdrawReport">withdrawal records</a>.</p>`,
    },
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'm_home',
    promotionType: 'MISSION',
    action: null,
    hoursAgo: 8,
    ty: {
      title: `Bagong misyon: ${missionReward} sa ${SEED_MISSION.rounds} round ng Swerte Studio`,
      content: `<p>Maglaro ng ${SEED_MISSION.rounds} round ng mga laro ng Swerte Studio bago matapos ang misyon at kunin ang ${missionReward} sa <a href="/m/leaderBoard">pahina ng mga misyon</a>.</p>`,
    },
    en: {
      title: `New mission: ${missionReward} for ${SEED_MISSION.rounds} Swerte Studio rounds`,
      content: `<p>Play ${SEED_MISSION.rounds} rounds of Swerte Studio games before the mission ends and claim ${missionReward} on the <a href="/m/leaderBoard">missions page</a>.</p>`,
    },
  },
  {
    type: 'H',
    execution: 'B',
    groupName: 'm_home',
    promotionType: null,
    action: null,
    hoursAgo: 12,
    ty: {
      title: 'Deposito at pag-withdraw sa GCash',
      content:
        '<p>Papasok ang deposito sa GCash kapag nakumpirma ng aming team ang iyong transfer. Ang pag-withdraw sa iyong GCash ay sinusuri ng aming team at ibinabayad pagkatapos maaprubahan; masusundan mo ito sa <a href="/m/withdrawReport">mga record ng withdrawal</a>.</p>',
    },
    en: {
      title: 'GCash deposits and withdrawals',
      content:
        '<p>A GCash deposit is credited once our team confirms your transfer. A withdrawal to your GCash is reviewed by our team and paid once approved; follow it in your <a href="/m/withdrawReport">withdrawal records</a>.</p>',
    },
  },
  {
    type: 'PR',
    execution: 'A',
    groupName: 'm_home',
    promotionType: 'BIG_WIN',
    action: null,
    hoursAgo: 20,
    ty: {
      title: `Malaking panalo sa slots? ${bigWin} para sa iyo`,
      content: `<p>Nanalo ng 100× ng iyong taya o higit pa sa isang slot game? Mag-apply gamit ang screenshot sa <a href="${promotionLink('bigWin')}">pahina ng promo</a>. Kapag inaprubahan ito ng aming team, papasok ang ${bigWin} sa iyong Reward Centre; kunin ito sa loob ng ${bigWinDays} araw.</p>`,
    },
    en: {
      title: `Big slot win? ${bigWin} for you`,
      content: `<p>Won 100× your bet or more on a slot game? Apply with a screenshot on the <a href="${promotionLink('bigWin')}">promotion page</a>. Once our team approves it, ${bigWin} goes to your Reward Centre; claim it within ${bigWinDays} days.</p>`,
    },
  },
  {
    type: 'A',
    execution: 'A',
    groupName: 'm_home',
    promotionType: null,
    action: null,
    hoursAgo: 30,
    ty: {
      title: 'Rebate ng team, araw-araw',
      content:
        '<p>Kinukuwenta ang rebate ng iyong team para sa bawat araw (oras ng Maynila) mula sa mga settled na taya ng iyong team, sa iyong mga rate, at isang beses itong ibinabayad. Tingnan ito sa <a href="/m/member/teamRebate">Team rebate</a>.</p>',
    },
    en: {
      title: 'Team rebate, every day',
      content:
        "<p>Your team rebate is worked out for each day (Manila time) from your team's settled bets, at your rates, and paid once. See it under <a href=\"/m/member/teamRebate\">Team rebate</a>.</p>",
    },
  },
  {
    type: 'PL',
    execution: 'A',
    groupName: 'm_home',
    promotionType: null,
    action: null,
    hoursAgo: 48,
    ty: {
      title: 'Paalala sa responsableng paglalaro',
      content:
        '<p>Magtakda ng limitasyon sa oras at pera. Kung kailangan mo ng tulong, basahin ang <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">gabay ng PAGCOR</a>.</p>',
    },
    en: {
      title: 'Play responsibly',
      content:
        '<p>Set limits on time and money. If you need help, read the <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">PAGCOR guide</a>.</p>',
    },
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'm_reg',
    promotionType: 'WELCOME',
    action: null,
    hoursAgo: 6,
    ty: {
      title: `Bonus sa pagsali: ${welcome}`,
      content: `<p>Pagkatapos magparehistro, sumali sa bonus sa pagsali sa pahina ng mga promo at kunin ang ${welcome} sa Reward Centre.</p>`,
    },
    en: {
      title: `Welcome bonus: ${welcome}`,
      content: `<p>Once registered, join the welcome bonus on the promotions page and claim ${welcome} in the Reward Centre.</p>`,
    },
  },
  {
    type: 'PU',
    execution: 'B',
    groupName: 'm_reg',
    promotionType: 'REFERRAL',
    action: null,
    hoursAgo: 10,
    ty: {
      title: 'Inimbitahan ka ba ng kaibigan?',
      content:
        '<p>Magparehistro gamit ang invite link ng iyong kaibigan para maiugnay ang iyong account sa kanila.</p>',
    },
    en: {
      title: 'Invited by a friend?',
      content: "<p>Register through your friend's invite link so that your account is linked to theirs.</p>",
    },
  },
];

export interface SeedBanner {
  groupName: AnnouncementGroup;
  /** The picture, /banners/<name>.svg (server/cdn/banner.ts draws it). */
  name: string;
  link: string | null;
  ty: string;
  en: string;
}

export const BANNERS: SeedBanner[] = [
  {
    groupName: 'm_home',
    name: 'welcome-bonus-88',
    link: promotionLink('welcome'),
    ty: 'Bonus sa pagsali',
    en: 'Welcome bonus',
  },
  {
    groupName: 'm_home',
    name: 'deposit-bonus',
    link: promotionLink('deposit'),
    ty: `${depositPercent} bonus sa deposito`,
    en: `${depositPercent} deposit bonus`,
  },
  {
    groupName: 'm_home',
    name: 'sabong-derby',
    link: '/m/gameList?gameType=COCKFIGHT',
    ty: 'Sabong Derby Live',
    en: 'Sabong Derby Live',
  },
  {
    groupName: 'm_home',
    name: 'big-slot-win',
    link: promotionLink('bigWin'),
    ty: `Malaking panalo sa slots: ${bigWin}`,
    en: `Big slot win: ${bigWin}`,
  },
  {
    groupName: 'm_home',
    name: 'pba-finals',
    link: '/m/gameList?gameType=SPORTS',
    ty: 'Tumaya sa PBA Finals',
    en: 'Bet on the PBA Finals',
  },
  {
    groupName: 'm_home',
    name: 'swerte-missions',
    link: '/m/leaderBoard',
    ty: 'Mga misyon',
    en: 'Missions',
  },
  {
    groupName: 'm_home',
    name: 'responsible-gaming',
    link: 'https://www.pagcor.ph/',
    ty: 'Maglaro nang responsable',
    en: 'Play responsibly',
  },
  {
    groupName: 'm_reg',
    name: 'welcome-bonus-88',
    link: null,
    ty: `Magparehistro, sumali, kunin ang ${welcome}`,
    en: `Register, join, claim ${welcome}`,
  },
  {
    groupName: 'm_reg',
    name: 'invite-friends',
    link: '/m/inviteFriends',
    ty: 'Mag-imbita ng kaibigan',
    en: 'Refer a friend',
  },
];

export interface SeedHelp {
  ty: { title: string; content: string };
  en: { title: string; content: string };
}

export const HELP: SeedHelp[] = [
  {
    ty: {
      title: 'Paano magparehistro',
      content: `<ol><li>Pindutin ang <strong>Magparehistro</strong> sa itaas ng home page.</li><li>Magparehistro gamit ang username o ang iyong mobile number. Ang username ay nagsisimula sa letra at may 4 hanggang 16 na letra at numero; kung mobile number, ilagay ang SMS code na matatanggap mo.</li><li>Pumili ng password na 8 hanggang 20 karakter na may kahit isang letra at isang numero, at hindi kapareho ng iyong username.</li><li>Kumpirmahing ikaw ay ${age} taong gulang pataas, ilagay ang code sa larawan, at tanggapin ang <a href="/m/useragreement">kasunduan ng user</a>.</li></ol>`,
    },
    en: {
      title: 'How to register',
      content: `<ol><li>Tap <strong>Register</strong> at the top of the home page.</li><li>Register with a username or with your mobile number. A username starts with a letter and has 4 to 16 letters and digits; with a mobile number, enter the SMS code you receive.</li><li>Choose a password of 8 to 20 characters with at least one letter and one digit, not the same as your username.</li><li>Confirm that you are ${age} or older, type the code in the picture and accept the <a href="/m/useragreement">user agreement</a>.</li></ol>`,
    },
  },
  {
    ty: {
      title: 'Paano magdeposito',
      content: `<p>Buksan ang <a href="/m/voucherCenter">Deposito</a> at pumili ng paraan ng pagbabayad: BDO bank transfer, GCash o online na pagbabayad. Ilagay ang halaga (mula ${depositFrom}) at sundin ang mga tagubilin. Ang bank o GCash transfer ay papasok kapag nakumpirma ito ng aming team; ang online na pagbabayad, sa sandaling matuloy ang bayad.</p>`,
    },
    en: {
      title: 'How to deposit',
      content: `<p>Open <a href="/m/voucherCenter">Deposit</a> and choose a payment method: BDO bank transfer, GCash or online payment. Enter the amount (from ${depositFrom}) and follow the instructions. A bank or GCash transfer is credited once our team confirms it; an online payment as soon as it goes through.</p>`,
    },
  },
  {
    ty: {
      title: 'Paano mag-withdraw',
      content: `<p>Sa <a href="/m/securityCenter">Security Center</a>, itakda muna ang pangalan ng tatanggap at ang payment password, at magdagdag ng bank card o e-wallet na nasa iyong pangalan. Pagkatapos, buksan ang <a href="/m/withdraw">Withdraw</a> at ilagay ang halaga at ang iyong payment password. Bawat withdrawal ay mula ${withdrawMin} hanggang ${withdrawMax}, hanggang ${withdrawPerDay} beses bawat araw; sinusuri ito ng aming team at ibinabayad pagkatapos maaprubahan.</p>`,
    },
    en: {
      title: 'How to withdraw',
      content: `<p>In the <a href="/m/securityCenter">Security Center</a>, first set your payee name and payment password and add a bank card or e-wallet in your name. Then open <a href="/m/withdraw">Withdraw</a> and enter the amount and your payment password. Each withdrawal is ${withdrawMin} to ${withdrawMax}, up to ${withdrawPerDay} a day; our team reviews it and pays it once approved.</p>`,
    },
  },
  {
    ty: {
      title: 'Nakalimutan ang password',
      content:
        '<p>Sa login page, pindutin ang <a href="/m/forget">Nakalimutan ang password?</a> at gamitin ang mobile number o e-mail na naka-link sa iyong account para magtakda ng bagong password (8 hanggang 20 karakter, may kahit isang letra at isang numero).</p>',
    },
    en: {
      title: 'Forgotten password',
      content:
        '<p>On the login page, tap <a href="/m/forget">Forgot password?</a> and use the mobile number or e-mail linked to your account to set a new password (8 to 20 characters, with at least one letter and one digit).</p>',
    },
  },
  {
    ty: {
      title: 'I-install ang app sa iyong home screen',
      content:
        '<p><strong>Android:</strong> buksan ang menu ng browser at piliin ang <em>I-install ang app</em>.</p><p><strong>iPhone:</strong> pindutin ang Share at piliin ang <em>Add to Home Screen</em> (iOS 14 o mas bago).</p>',
    },
    en: {
      title: 'Install the app on your home screen',
      content:
        '<p><strong>Android:</strong> open the browser menu and choose <em>Install app</em>.</p><p><strong>iPhone:</strong> tap Share and choose <em>Add to Home Screen</em> (iOS 14 or later).</p>',
    },
  },
  {
    ty: {
      title: 'Responsableng paglalaro',
      content: `<p>Para lamang sa edad ${age} pataas. Maglaro para sa kasiyahan at huwag habulin ang talo. Sa <a href="/m/responsibleGaming">Responsableng paglalaro</a>, maaari kang magtakda ng limitasyon sa deposito at talo, mag-time-out o ibukod ang sarili. Alamin ang higit pa sa <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">PAGCOR</a>.</p>`,
    },
    en: {
      title: 'Responsible gaming',
      content: `<p>For ages ${age} and over only. Play for fun and never chase losses. Under <a href="/m/responsibleGaming">Responsible gaming</a> you can set deposit and loss limits, take a time-out or exclude yourself. Learn more at <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">PAGCOR</a>.</p>`,
    },
  },
  {
    ty: {
      title: 'Makipag-ugnayan sa customer service',
      content:
        '<p>Pindutin ang icon ng serbisyo sa gilid ng screen o buksan ang <a href="/m/service">Customer service</a> para sa live chat, Telegram, WhatsApp o Facebook.</p>',
    },
    en: {
      title: 'Contact customer service',
      content:
        '<p>Tap the service icon at the side of the screen or open <a href="/m/service">Customer service</a> for live chat, Telegram, WhatsApp or Facebook.</p>',
    },
  },
];

/** The user agreement the registration form links to (/m/useragreement); operators replace it (PUT /ops/agreement). */
export const AGREEMENT = {
  TY: `<h2>Mga tuntunin ng paggamit</h2>
<p>Ito ang mga tuntunin sa paggamit ng Swerte. Sa pagpaparehistro, tinatanggap mo ang mga ito.</p>
<h3>Sino ang maaaring maglaro</h3>
<ul><li>Dapat ikaw ay ${age} taong gulang pataas. Kapag naitakda mo na ang iyong petsa ng kapanganakan, hindi na ito mababago.</li><li>Isang account bawat tao, na may totoong impormasyon.</li></ul>
<h3>Iyong account</h3>
<ul><li>Ingatan ang iyong password at payment password; kailangan ang payment password sa bawat withdrawal.</li><li>Ang trial account ay may play money lang: hindi ito makakapagdeposito, makakapag-withdraw o makakakuha ng bonus.</li></ul>
<h3>Deposito at pag-withdraw</h3>
<ul><li>Ang bank o GCash transfer ay papasok kapag nakumpirma ito ng aming team; ang online na pagbabayad, kapag natuloy ang bayad.</li><li>Kailangang maitaya nang isang beses ang bawat deposito bago ito ma-withdraw.</li><li>Bawat withdrawal ay mula ${withdrawMin} hanggang ${withdrawMax}, hanggang ${withdrawPerDay} beses bawat araw, sa bank card o e-wallet na nasa iyong pangalan. Sinusuri ito ng aming team; kapag tinanggihan, ibabalik ang halaga sa iyong balanse kasama ang dahilan.</li></ul>
<h3>Mga bonus</h3>
<ul><li>Ang mga bonus lang na nasa pahina ng mga promo ang ibinibigay, ayon sa sariling tuntunin ng bawat isa (kung ilang beses itataya, kailan mag-e-expire).</li><li>Ang gantimpalang hindi nakuha bago ang expiry nito ay mawawala.</li></ul>
<h3>Responsableng paglalaro</h3>
<p>Maaari kang magtakda ng limitasyon sa deposito at talo, mag-time-out o ibukod ang sarili sa Responsableng paglalaro. Habang naka-time-out o naka-exclude ka, hindi ka makakapaglaro.</p>
<h3>Mga pagbabago</h3>
<p>Maaari naming baguhin ang mga tuntuning ito; ang kasalukuyang bersyon ay laging nasa pahinang ito. Para sa mga tanong, makipag-ugnayan sa customer service.</p>`,
  EN: `<h2>Terms of use</h2>
<p>These are the terms for using Swerte. By registering you accept them.</p>
<h3>Who may play</h3>
<ul><li>You must be ${age} or older. Once you have set your date of birth it cannot be changed.</li><li>One account per person, with true details.</li></ul>
<h3>Your account</h3>
<ul><li>Keep your password and payment password to yourself; every withdrawal asks for the payment password.</li><li>A trial account plays with play money only: it cannot deposit, withdraw or receive bonuses.</li></ul>
<h3>Deposits and withdrawals</h3>
<ul><li>A bank or GCash transfer is credited once our team confirms it; an online payment once the payment goes through.</li><li>Each deposit must be wagered once before it can be withdrawn.</li><li>Each withdrawal is ${withdrawMin} to ${withdrawMax}, up to ${withdrawPerDay} a day, to a bank card or e-wallet in your name. Our team reviews it; a rejected withdrawal returns to your balance, with the reason.</li></ul>
<h3>Bonuses</h3>
<ul><li>Only the bonuses on the promotions page are given, each under its own terms (how many times it must be wagered, when it expires).</li><li>A reward not claimed before it expires is lost.</li></ul>
<h3>Responsible gaming</h3>
<p>You can set deposit and loss limits, take a time-out or exclude yourself under Responsible gaming. While on a time-out or excluded you cannot play.</p>
<h3>Changes</h3>
<p>We may change these terms; the current version is always on this page. For questions, contact customer service.</p>`,
} as const;
