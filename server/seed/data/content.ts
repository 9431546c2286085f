// Announcements, banners and help entries of the seeded merchant, in Filipino (TY) and English (EN).
import type {
  AnnouncementGroup,
  ContentType,
  Execution,
} from '../../../src/shared/constants/announcements.ts';

export interface SeedAnnouncement {
  type: ContentType;
  execution: Execution;
  groupName: AnnouncementGroup;
  promotionType: string | null;
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
      content:
        '<p>Magparehistro ngayon at tanggapin ang <strong>₱88 na libreng bonus</strong>.</p><p>Tingnan ang lahat ng alok sa <a href="/m/activity">pahina ng mga promo</a>.</p>',
    },
    en: {
      title: 'Welcome to Swerte!',
      content:
        '<p>Register today and receive a <strong>₱88 free bonus</strong>.</p><p>See every offer on the <a href="/m/activity">promotions page</a>.</p>',
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
    promotionType: 'FIRST_DEPOSIT',
    action: null,
    hoursAgo: 3,
    ty: {
      title: '100% bonus sa unang deposito',
      content:
        '<p>Salamat sa pagsali! Doblehin ang iyong unang deposito hanggang <strong>₱5,000</strong>.</p><p><a href="/m/voucherCenter">Magdeposito na</a></p>',
    },
    en: {
      title: '100% first deposit bonus',
      content:
        '<p>Thanks for joining! Double your first deposit up to <strong>₱5,000</strong>.</p><p><a href="/m/voucherCenter">Deposit now</a></p>',
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
      title: 'Naka-iskedyul na maintenance ngayong Linggo',
      content:
        '<p>Magkakaroon ng maintenance ng sistema sa Linggo mula 2:00 hanggang 4:00 ng madaling-araw. Pansamantalang hindi magagamit ang deposito at pag-withdraw.</p><p>Para sa mga update, bisitahin ang <a href="https://www.pagcor.ph/">PAGCOR</a>.</p>',
    },
    en: {
      title: 'Scheduled maintenance this Sunday',
      content:
        '<p>System maintenance runs on Sunday from 2:00 to 4:00 AM. Deposits and withdrawals are paused during that time.</p><p>For updates, visit <a href="https://www.pagcor.ph/">PAGCOR</a>.</p>',
    },
  },
  {
    type: 'B',
    execution: 'B',
    groupName: 'm_home',
    promotionType: null,
    action: null,
    hoursAgo: 8,
    ty: {
      title: 'Bagong laro: Jeepney Jackpot',
      content: '<p>Sumakay sa Jeepney Jackpot at manalo ng hanggang 5,000x ng iyong taya!</p>',
    },
    en: {
      title: 'New game: Jeepney Jackpot',
      content: '<p>Hop on Jeepney Jackpot and win up to 5,000x your bet!</p>',
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
      title: 'Mas mabilis na pag-withdraw gamit ang GCash',
      content:
        '<p>Ang mga pag-withdraw sa GCash ay pinoproseso na ngayon sa loob ng 5 minuto, 24 oras araw-araw.</p>',
    },
    en: {
      title: 'Faster withdrawals with GCash',
      content: '<p>GCash withdrawals are now processed within 5 minutes, 24 hours a day.</p>',
    },
  },
  {
    type: 'PR',
    execution: 'A',
    groupName: 'm_home',
    promotionType: 'CASHBACK',
    action: 'REWARD_CENTER',
    hoursAgo: 20,
    ty: {
      title: 'Lingguhang cashback na 10%',
      content:
        '<p>Tuwing Lunes, ibabalik namin ang 10% ng iyong netong talo sa slots. Awtomatiko itong papasok sa Reward Center.</p>',
    },
    en: {
      title: '10% weekly cashback',
      content:
        '<p>Every Monday we return 10% of your net slot losses. It lands in the Reward Center automatically.</p>',
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
      title: 'Bagong antas ng komisyon para sa mga ahente',
      content:
        '<p>Simula ngayong buwan, tataas ang komisyon ng mga ahenteng may 20 o higit pang aktibong miyembro. Tingnan ang detalye sa <a href="/m/agent">Agent Home</a>.</p>',
    },
    en: {
      title: 'New commission tiers for agents',
      content:
        '<p>From this month, agents with 20 or more active members earn a higher commission. See the details in <a href="/m/agent">Agent Home</a>.</p>',
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
      title: 'Libreng ₱88 sa bawat bagong miyembro',
      content:
        '<p>Kumpletuhin ang pagpaparehistro at beripikahin ang iyong numero para makuha ang bonus.</p>',
    },
    en: {
      title: 'Free ₱88 for every new member',
      content: '<p>Complete your registration and verify your number to get the bonus.</p>',
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
      title: 'May code ka ba ng kaibigan?',
      content: '<p>Ilagay ang referral code ng iyong kaibigan at pareho kayong makakatanggap ng bonus.</p>',
    },
    en: {
      title: "Got a friend's code?",
      content: "<p>Enter your friend's referral code and you both receive a bonus.</p>",
    },
  },
];

export interface SeedBanner {
  groupName: AnnouncementGroup;
  name: string;
  link: string | null;
  ty: string;
  en: string;
}

export const BANNERS: SeedBanner[] = [
  {
    groupName: 'm_home',
    name: 'welcome-bonus',
    link: '/m/activity',
    ty: 'Bonus sa pagsali',
    en: 'Welcome bonus',
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
    name: 'slots-cashback',
    link: '/m/gameList?gameType=RNG',
    ty: '10% cashback sa slots',
    en: '10% slots cashback',
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
    name: 'daily-missions',
    link: '/m/leaderBoard',
    ty: 'Mga pang-araw-araw na misyon',
    en: 'Daily missions',
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
    name: 'register-88',
    link: null,
    ty: 'Magparehistro, kumuha ng ₱88',
    en: 'Register, get ₱88',
  },
  {
    groupName: 'm_reg',
    name: 'refer-a-friend',
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
      content:
        '<ol><li>Pindutin ang <strong>Magparehistro</strong> sa itaas ng home page.</li><li>Pumili ng username at password (8 hanggang 16 na letra at numero).</li><li>Ilagay ang iyong mobile number at ang SMS code na matatanggap mo.</li></ol>',
    },
    en: {
      title: 'How to register',
      content:
        '<ol><li>Tap <strong>Register</strong> at the top of the home page.</li><li>Choose a username and password (8 to 16 letters and digits).</li><li>Enter your mobile number and the SMS code you receive.</li></ol>',
    },
  },
  {
    ty: {
      title: 'Paano magdeposito',
      content:
        '<p>Buksan ang <a href="/m/voucherCenter">Deposito</a>, pumili ng paraan ng pagbabayad (GCash, Maya o bangko), ilagay ang halaga at sundin ang mga tagubilin. Papasok ang pondo sa loob ng ilang minuto.</p>',
    },
    en: {
      title: 'How to deposit',
      content:
        '<p>Open <a href="/m/voucherCenter">Deposit</a>, choose a payment method (GCash, Maya or bank), enter the amount and follow the instructions. Funds arrive within minutes.</p>',
    },
  },
  {
    ty: {
      title: 'Paano mag-withdraw',
      content:
        '<p>Magdagdag muna ng bank card o e-wallet sa <a href="/m/securityCenter">Security Center</a>. Pagkatapos, buksan ang <a href="/m/withdraw">Withdraw</a> at ilagay ang halaga at ang iyong payment password.</p>',
    },
    en: {
      title: 'How to withdraw',
      content:
        '<p>First add a bank card or e-wallet in the <a href="/m/securityCenter">Security Center</a>. Then open <a href="/m/withdraw">Withdraw</a> and enter the amount and your payment password.</p>',
    },
  },
  {
    ty: {
      title: 'Nakalimutan ang password',
      content:
        '<p>Sa login page, pindutin ang <a href="/m/forget">Nakalimutan ang password?</a> at gamitin ang iyong e-mail o mobile number para magtakda ng bagong password.</p>',
    },
    en: {
      title: 'Forgotten password',
      content:
        '<p>On the login page, tap <a href="/m/forget">Forgot password?</a> and use your e-mail or mobile number to set a new password.</p>',
    },
  },
  {
    ty: {
      title: 'I-install ang app sa iyong home screen',
      content:
        '<p><strong>Android:</strong> buksan ang menu ng browser at piliin ang <em>I-install ang app</em>.</p><p><strong>iPhone:</strong> pindutin ang Share at piliin ang <em>Add to Home Screen</em> (iOS 12.4 o mas bago).</p>',
    },
    en: {
      title: 'Install the app on your home screen',
      content:
        '<p><strong>Android:</strong> open the browser menu and choose <em>Install app</em>.</p><p><strong>iPhone:</strong> tap Share and choose <em>Add to Home Screen</em> (iOS 12.4 or later).</p>',
    },
  },
  {
    ty: {
      title: 'Responsableng paglalaro',
      content:
        '<p>Para lamang sa edad 21 pataas. Maglaro para sa kasiyahan at huwag habulin ang talo. Alamin ang higit pa sa <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">PAGCOR</a>.</p>',
    },
    en: {
      title: 'Responsible gaming',
      content:
        '<p>For ages 21 and over only. Play for fun and never chase losses. Learn more at <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php">PAGCOR</a>.</p>',
    },
  },
  {
    ty: {
      title: 'Makipag-ugnayan sa customer service',
      content:
        '<p>Bukas ang aming live chat 24/7. Pindutin ang icon ng serbisyo sa gilid ng screen o sumulat sa amin sa Telegram o WhatsApp.</p>',
    },
    en: {
      title: 'Contact customer service',
      content:
        '<p>Our live chat is open 24/7. Tap the service icon at the side of the screen or message us on Telegram or WhatsApp.</p>',
    },
  },
];
