// A 750x300 promo banner: gradient, light streaks, confetti, title, tagline and a call-to-action pill.
import { escapeXml, FONT, hash, palette, titleFromSlug, wrap } from './svg-kit.ts';

/** Art direction for the seeded banners; any other name gets a title from its slug. */
const COPY: Record<string, { title: string; tagline: string; cta: string; hue?: number }> = {
  'welcome-bonus': {
    title: 'Welcome Bonus',
    tagline: '₱88 free when you sign up today',
    cta: 'Claim now',
    hue: 350,
  },
  'welcome-bonus-88': {
    title: 'Welcome Bonus',
    tagline: 'Join the welcome promotion and claim ₱88',
    cta: 'Join',
    hue: 350,
  },
  'deposit-bonus': {
    title: '100% Deposit Bonus',
    tagline: 'Up to ₱5,000, once per member',
    cta: 'Deposit',
    hue: 140,
  },
  'big-slot-win': {
    title: 'Big Slot Win',
    tagline: 'Show us your big win for ₱500',
    cta: 'See terms',
    hue: 280,
  },
  'swerte-missions': {
    title: 'Missions',
    tagline: 'Finish a mission, collect its reward',
    cta: 'Start',
    hue: 160,
  },
  'invite-friends': {
    title: 'Invite Friends',
    tagline: 'Share your link with friends who play',
    cta: 'Invite',
    hue: 45,
  },
  'sabong-derby': {
    title: 'Sabong Derby Live',
    tagline: 'Live fights from the country’s top arenas',
    cta: 'Watch & bet',
    hue: 20,
  },
  'slots-cashback': {
    title: '10% Slots Cashback',
    tagline: 'Every Monday, to your Reward Center',
    cta: 'Play slots',
    hue: 280,
  },
  'pba-finals': {
    title: 'PBA Finals',
    tagline: 'Best odds on every game of the series',
    cta: 'Bet now',
    hue: 215,
  },
  'daily-missions': {
    title: 'Daily Missions',
    tagline: 'Finish missions, climb the leaderboard',
    cta: 'Start',
    hue: 160,
  },
  'responsible-gaming': {
    title: 'Play Responsibly',
    tagline: '21+ only. Set your limits and have fun',
    cta: 'Learn more',
    hue: 195,
  },
  'register-88': {
    title: 'Register, Get ₱88',
    tagline: 'New members only. Verify your number',
    cta: 'Register',
    hue: 5,
  },
  'refer-a-friend': {
    title: 'Refer a Friend',
    tagline: 'You and your friend both earn a bonus',
    cta: 'Invite',
    hue: 45,
  },
};

/** The seeded banners' words in Filipino (TY, the default language): /banners/fil/<name>.svg. */
const COPY_FIL: Record<string, { title: string; tagline: string; cta: string }> = {
  'welcome-bonus-88': {
    title: 'Bonus sa Pagsali',
    tagline: 'Sumali sa promo at kunin ang ₱88',
    cta: 'Sumali',
  },
  'deposit-bonus': {
    title: '100% Bonus sa Deposito',
    tagline: 'Hanggang ₱5,000, isang beses lang',
    cta: 'Magdeposito',
  },
  'sabong-derby': {
    title: 'Sabong Derby Live',
    tagline: 'Live na laban mula sa mga top arena',
    cta: 'Manood at tumaya',
  },
  'big-slot-win': {
    title: 'Malaking Panalo sa Slots',
    tagline: 'Ipakita ang malaking panalo para sa ₱500',
    cta: 'Tingnan ang terms',
  },
  'pba-finals': { title: 'PBA Finals', tagline: 'Magandang odds sa bawat laro ng serye', cta: 'Tumaya na' },
  'swerte-missions': { title: 'Mga Misyon', tagline: 'Tapusin ang misyon, kunin ang premyo', cta: 'Simulan' },
  'responsible-gaming': {
    title: 'Maglaro nang Responsable',
    tagline: '21+ lamang. Magtakda ng limit, mag-enjoy',
    cta: 'Alamin pa',
  },
  'invite-friends': {
    title: 'Mag-imbita ng Kaibigan',
    tagline: 'Ibahagi ang link mo sa mga kaibigan',
    cta: 'Mag-imbita',
  },
};

/** A banner's picture; `fil`: its Filipino words where written (the English ones otherwise). */
export function bannerSvg(name: string, fil = false): string {
  const seed = hash(name);
  const english = COPY[name] ?? { title: titleFromSlug(name), tagline: 'Only on Swerte', cta: 'Play now' };
  const translated = fil ? COPY_FIL[name] : undefined;
  const copy = translated ? { ...english, ...translated } : english;
  const p = palette(copy.hue ?? seed);
  const titleLines = wrap(copy.title, 14, 2);
  const titleSize = titleLines.length > 1 ? 52 : 58;
  const confetti = Array.from({ length: 26 }, (_, i) => {
    const s = hash(`${name}:${i}`);
    const x = 470 + (s % 280);
    const y = s % 300;
    const c = i % 3 === 0 ? '#FFD54A' : i % 3 === 1 ? '#fff' : p.accent;
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${3 + (s % 6)}" fill="${c}" opacity=".75"/>`
      : `<rect x="${x}" y="${y}" width="${6 + (s % 8)}" height="${3 + (s % 4)}" rx="1.5" fill="${c}" opacity=".8" transform="rotate(${s % 180} ${x} ${y})"/>`;
  }).join('');
  const ctaWidth = 40 + copy.cta.length * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(copy.title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="sun" cx=".87" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".9"/><stop offset=".45" stop-color="${p.glow}" stop-opacity=".25"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF3B0"/><stop offset=".5" stop-color="#FFD54A"/><stop offset="1" stop-color="#E0A100"/></linearGradient>
<clipPath id="r"><rect width="750" height="300" rx="24"/></clipPath>
</defs>
<g clip-path="url(#r)">
<rect width="750" height="300" fill="url(#bg)"/>
<rect width="750" height="300" fill="url(#sun)"/>
<g opacity=".12" fill="#fff">${Array.from({ length: 7 }, (_, i) => `<path d="M${300 + i * 70} 0 h28 l-120 300 h-28z"/>`).join('')}</g>
<circle cx="652" cy="150" r="78" fill="url(#gold)" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>
<circle cx="652" cy="150" r="60" fill="none" stroke="#B07800" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 8"/>
<text x="652" y="174" text-anchor="middle" font-family="${FONT}" font-size="66" font-weight="900" fill="#B07800">₱</text>
${confetti}
<text x="44" y="${titleLines.length > 1 ? 100 : 128}" font-family="${FONT}" font-size="${titleSize}" font-weight="900" fill="#fff" letter-spacing="-1">${titleLines.map((l, i) => `<tspan x="44" dy="${i ? titleSize + 2 : 0}">${escapeXml(l)}</tspan>`).join('')}</text>
<text x="46" y="${titleLines.length > 1 ? 206 : 172}" font-family="${FONT}" font-size="22" font-weight="600" fill="#fff" opacity=".92">${escapeXml(copy.tagline)}</text>
<rect x="44" y="${titleLines.length > 1 ? 224 : 200}" width="${ctaWidth}" height="46" rx="23" fill="url(#gold)"/>
<text x="${44 + ctaWidth / 2}" y="${titleLines.length > 1 ? 254 : 230}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#5A3B00">${escapeXml(copy.cta)}</text>
</g>
</svg>`;
}
