// The generated game catalogue: categories, vendors, ~1,600 games and the hot matches.
import type { GameCategory } from '../../../src/shared/constants/lobby.ts';
import { slugify } from '../../lib/slug.ts';
import { pick, seededRandom } from './rng.ts';

export const GAME_TYPE_NAMES: Record<GameCategory, { ty: string; en: string }> = {
  SPORTS: { ty: 'Palakasan', en: 'Sports' },
  ESPORTS: { ty: 'E-Sports', en: 'E-Sports' },
  LIVE: { ty: 'Live Casino', en: 'Live Casino' },
  FISH: { ty: 'Pangingisda', en: 'Fishing' },
  RNG: { ty: 'Slots', en: 'Slots' },
  PVP: { ty: 'Baraha', en: 'Cards' },
  INHOUSE: { ty: 'Sariling Laro', en: 'In-house' },
  COCKFIGHT: { ty: 'Sabong', en: 'Cockfighting' },
  ELOTT: { ty: 'E-Lotto', en: 'E-Lottery' },
  LOTT: { ty: 'Lotto', en: 'Lottery' },
};

export interface SeedVendor {
  gameType: GameCategory;
  code: string;
  name: string;
  accountTypeName?: string;
  /** How many games to generate for this vendor in this category. */
  games: number;
}

export const VENDORS: SeedVendor[] = [
  { gameType: 'SPORTS', code: 'SABA', name: 'SABA Sports', accountTypeName: 'SPORTS', games: 24 },
  { gameType: 'SPORTS', code: 'CMD', name: 'CMD368', accountTypeName: 'SPORTS', games: 18 },
  { gameType: 'ESPORTS', code: 'TF', name: 'TF Gaming', accountTypeName: 'ESPORTS', games: 24 },
  { gameType: 'ESPORTS', code: 'IMES', name: 'IM Esports', accountTypeName: 'ESPORTS', games: 18 },
  { gameType: 'LIVE', code: 'EVO', name: 'Evolution', games: 70 },
  { gameType: 'LIVE', code: 'SA', name: 'SA Gaming', games: 50 },
  { gameType: 'LIVE', code: 'DG', name: 'Dream Gaming', games: 40 },
  { gameType: 'FISH', code: 'JILI', name: 'JILI', games: 40 },
  { gameType: 'FISH', code: 'FC', name: 'Fa Chai', games: 30 },
  { gameType: 'FISH', code: 'JDB', name: 'JDB', games: 20 },
  { gameType: 'RNG', code: 'PG', name: 'PG Soft', games: 200 },
  { gameType: 'RNG', code: 'PP', name: 'Pragmatic Play', games: 220 },
  { gameType: 'RNG', code: 'JILI', name: 'JILI', games: 170 },
  { gameType: 'RNG', code: 'FC', name: 'Fa Chai', games: 100 },
  { gameType: 'RNG', code: 'JDB', name: 'JDB', games: 110 },
  { gameType: 'PVP', code: 'JILI', name: 'JILI', games: 60 },
  { gameType: 'PVP', code: 'KM', name: 'Kingmaker', games: 60 },
  { gameType: 'PVP', code: 'V8', name: 'V8 Poker', games: 40 },
  { gameType: 'INHOUSE', code: 'SWERTE', name: 'Swerte Originals', games: 50 },
  { gameType: 'COCKFIGHT', code: 'DS88', name: 'DS88 Sabong', games: 20 },
  { gameType: 'COCKFIGHT', code: 'SV388', name: 'SV388', games: 14 },
  { gameType: 'ELOTT', code: 'TCG', name: 'TCG Lottery', games: 90 },
  { gameType: 'ELOTT', code: 'GPK', name: 'GPK Lotto', games: 60 },
  { gameType: 'LOTT', code: 'PCSO', name: 'Philippine Lotto', games: 40 },
  { gameType: 'LOTT', code: 'VNL', name: 'Vietnam Lottery', games: 40 },
];

const SLOT_FIRST = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Sweet',
  'Dragon',
  'Jungle',
  'Super',
  'Mega',
  'Crazy',
  'Magic',
  'Diamond',
  'Fiery',
  'Pinoy',
  'Boracay',
  'Manila',
  'Jeepney',
  'Mango',
  'Fiesta',
  'Tarsier',
  'Bayanihan',
  'Halo-Halo',
  'Aztec',
  'Pharaoh',
  'Samurai',
  'Viking',
  'Ocean',
  'Thunder',
  'Neon',
  'Cosmic',
  'Candy',
  'Panda',
  'Tiger',
  'Phoenix',
  'Emerald',
  'Ruby',
  'Starlight',
  'Moon',
  'Sun',
  'Carnival',
  'Treasure',
  'Buffalo',
  'Wolf',
  'Lion',
  'Koi',
  'Jade',
  'Sakura',
];
const SLOT_SECOND = [
  'Riches',
  'Gems',
  'Treasures',
  'Bonanza',
  'Jackpot',
  'Spins',
  'Gold',
  'Quest',
  'Palace',
  'Empire',
  'Kingdom',
  'Fortune',
  'Wilds',
  'Reels',
  'Blast',
  'Rush',
  'Party',
  'Legends',
  'Nights',
  'Dreams',
  'Festival',
  'Harvest',
  'Hunter',
  'Magic',
  'Mania',
  'Madness',
  'Heist',
  'Express',
  'Island',
  'Temple',
  'Garden',
  'Wheel',
  'Crown',
  'Coins',
  'Charms',
  'Link',
  'Strike',
  'Storm',
  'Fever',
  'Ways',
];
const SLOT_SUFFIX = ['', '', '', '', '', '', ' Megaways', ' Deluxe', ' 2', ' Hold & Win', ' Rising', ' Xmas'];
const SLOT_CLASSIFY = ['VIDEO', 'VIDEO', 'VIDEO', 'CLASSIC', 'MEGAWAYS', 'JACKPOT', 'BUY_FEATURE'];

const LIVE_TABLES: [string, string][] = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Squeeze Baccarat', 'BACCARAT'],
  ['Lightning Roulette', 'ROULETTE'],
  ['Auto Roulette', 'ROULETTE'],
  ['Dragon Tiger', 'DRAGON_TIGER'],
  ['Sic Bo', 'SICBO'],
  ['Blackjack', 'BLACKJACK'],
  ['Blackjack VIP', 'BLACKJACK'],
  ['Color Game', 'GAME_SHOW'],
  ['Crazy Time', 'GAME_SHOW'],
  ['Mega Ball', 'GAME_SHOW'],
  ['Fan Tan', 'SICBO'],
  ['Andar Bahar', 'BACCARAT'],
];
const SPORTS = [
  'Football',
  'Basketball',
  'PBA Live',
  'NBA Live',
  'Tennis',
  'Volleyball',
  'Boxing',
  'Badminton',
  'Baseball',
  'Table Tennis',
  'Ice Hockey',
  'Cricket',
  'Rugby',
  'Motor Sports',
  'Golf',
  'MMA',
  'Horse Racing',
  'Cycling',
  'Darts',
  'Snooker',
  'Handball',
  'Futsal',
  'Virtual Football',
  'Virtual Basketball',
];
const ESPORTS = [
  'Mobile Legends',
  'Dota 2',
  'League of Legends',
  'Valorant',
  'Counter-Strike 2',
  'Honor of Kings',
  'PUBG Mobile',
  'Free Fire',
  'Wild Rift',
  'Arena of Valor',
  'Rainbow Six',
  'StarCraft II',
  'Rocket League',
  'Overwatch 2',
  'Call of Duty',
  'FIFA eSports',
  'NBA 2K',
  'King of Glory',
  'Apex Legends',
  'Fortnite',
  'Tekken 8',
  'Street Fighter 6',
  'Clash Royale',
  'Hearthstone',
];
const FISH_FIRST = [
  'Ocean',
  'Dragon',
  'Mega',
  'Jackpot',
  'Royal',
  'Bombing',
  'Happy',
  'All-star',
  'Golden',
  'Deep Sea',
  'Shark',
  'Mermaid',
  'Kraken',
  'Lucky',
  'Boom',
  'Thunder',
  'Coral',
  'Pirate',
  'Monster',
  'Crab',
];
const FISH_SECOND = ['Fishing', 'Hunter', 'King', 'Legend', 'Party', 'Blast', 'Catch', 'Frenzy'];
const CARDS: [string, string][] = [
  ['Tongits', 'TONGITS'],
  ['Pusoy', 'PUSOY'],
  ['Pusoy Dos', 'PUSOY'],
  ['Lucky 9', 'BACCARAT'],
  ['Teen Patti', 'POKER'],
  ['Rummy', 'RUMMY'],
  ['Texas Holdem', 'POKER'],
  ['Blackjack', 'BLACKJACK'],
  ['Pai Gow', 'POKER'],
  ['Andar Bahar', 'BACCARAT'],
  ['Sakla', 'BACCARAT'],
  ['Color Game', 'DICE'],
  ['Mahjong Ways', 'MAHJONG'],
  ['Niu Niu', 'POKER'],
  ['Sic Bo', 'DICE'],
  ['Dragon Tiger', 'BACCARAT'],
  ['Baccarat', 'BACCARAT'],
  ['Callbreak', 'RUMMY'],
  ['Crazy 8', 'RUMMY'],
  ['Blackjack Lucky Ladies', 'BLACKJACK'],
];
const CARD_SUFFIX = ['', ' Classic', ' Speed', ' VIP', ' Go', ' Plus'];
const INHOUSE: [string, string][] = [
  ['Crash', 'CRASH'],
  ['Mines', 'MINES'],
  ['Plinko', 'PLINKO'],
  ['Dice', 'DICE'],
  ['Limbo', 'CRASH'],
  ['Hilo', 'CARDS'],
  ['Keno', 'KENO'],
  ['Wheel', 'WHEEL'],
  ['Tower', 'MINES'],
  ['Coin Flip', 'DICE'],
  ['Aero Crash', 'CRASH'],
  ['Goal', 'MINES'],
  ['Scratch', 'SCRATCH'],
  ['Pula Puti', 'DICE'],
  ['Perya', 'WHEEL'],
];
const INHOUSE_THEME = ['', ' Turbo', ' Neon', ' Royale', ' Mini'];
const COCKFIGHT = [
  'Sabong Arena',
  'Derby Live',
  'Pitmaster',
  'Bulang',
  'World Slasher Cup',
  'Gamefowl Classic',
  'Sultada',
];
const ELOTT: [string, string][] = [
  ['Fast 3', 'K3'],
  ['PK10', 'PK10'],
  ['Lucky 5D', '5D'],
  ['Keno', 'KENO'],
  ['Win Go', 'COLOR'],
  ['Lucky Ball', 'COLOR'],
  ['Happy 8', 'KENO'],
  ['11 Choose 5', '11X5'],
  ['Racing 10', 'PK10'],
  ['Three Kingdoms', '5D'],
];
const ELOTT_INTERVALS = ['1 min', '3 min', '5 min', '10 min', '15 min', '30 min', '45 s', '90 s', '2 min'];
const PCSO_GAMES = [
  'Ultra Lotto 6/58',
  'Grand Lotto 6/55',
  'Super Lotto 6/49',
  'Mega Lotto 6/45',
  'Lotto 6/42',
  '6D Lotto',
  '4D Lotto',
  '3D Lotto Swertres',
  '2D Lotto EZ2',
  'STL Pares',
];
const DRAW_TIMES = ['2PM', '5PM', '9PM', '11AM'];
const VN_REGIONS = ['Mien Bac', 'Mien Trung', 'Mien Nam', 'Ha Noi'];
const VN_GAMES = [
  'Lo De',
  'Xien 2',
  'Xien 3',
  'Dac Biet',
  'Lo Truot',
  '3 Cang',
  'Dau Duoi',
  'Bao Lo',
  'De Dau',
  'Lo Xien',
];

const MIN_BETS_CENTS = [1, 5, 10, 50, 75];

interface NameOut {
  name: string;
  classify: string;
}

/** Names for one vendor's games in a category; `n` may exceed the base lists (variants are added). */
function namesFor(v: SeedVendor, rand: () => number, seen: Set<string>): NameOut[] {
  const out: NameOut[] = [];
  const add = (name: string, classify: string) => {
    // Game ids (slugs) are unique per vendor across categories: they name the icon path.
    const key = `${v.code}/${slugify(name)}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, classify });
  };
  for (let guard = 0; out.length < v.games && guard < v.games * 50; guard++) {
    const round = Math.floor(guard / 20);
    switch (v.gameType) {
      case 'RNG':
        add(
          `${pick(rand, SLOT_FIRST)} ${pick(rand, SLOT_SECOND)}${pick(rand, SLOT_SUFFIX)}`,
          pick(rand, SLOT_CLASSIFY),
        );
        break;
      case 'LIVE': {
        const [table, classify] = pick(rand, LIVE_TABLES);
        add(`${table} ${1 + Math.floor(rand() * 12)}`, classify);
        break;
      }
      case 'SPORTS':
        add(
          round === 0 ? pick(rand, SPORTS) : `${pick(rand, SPORTS)} ${pick(rand, ['Live', 'Cup', 'Pro'])}`,
          'SPORTSBOOK',
        );
        break;
      case 'ESPORTS':
        add(
          round === 0
            ? pick(rand, ESPORTS)
            : `${pick(rand, ESPORTS)} ${pick(rand, ['League', 'Cup', 'Live'])}`,
          'ESPORTSBOOK',
        );
        break;
      case 'FISH':
        add(`${pick(rand, FISH_FIRST)} ${pick(rand, FISH_SECOND)}`, 'FISHING');
        break;
      case 'PVP': {
        const [game, classify] = pick(rand, CARDS);
        add(`${game}${pick(rand, CARD_SUFFIX)}`, classify);
        break;
      }
      case 'INHOUSE': {
        const [game, classify] = pick(rand, INHOUSE);
        add(`${game}${pick(rand, INHOUSE_THEME)}`, classify);
        break;
      }
      case 'COCKFIGHT':
        add(`${pick(rand, COCKFIGHT)} ${1 + Math.floor(rand() * 8)}`, 'SABONG');
        break;
      case 'ELOTT': {
        const [game, classify] = pick(rand, ELOTT);
        add(`${game} ${pick(rand, ELOTT_INTERVALS)}`, classify);
        break;
      }
      case 'LOTT':
        if (v.code === 'PCSO') add(`${pick(rand, PCSO_GAMES)} ${pick(rand, DRAW_TIMES)}`, 'PCSO');
        else add(`${pick(rand, VN_GAMES)} ${pick(rand, VN_REGIONS)}`, 'VN');
        break;
    }
  }
  return out;
}

export interface SeedGame {
  gameType: GameCategory;
  vassalage: string;
  gameId: string;
  name: string;
  iconUrl: string;
  supportPlay: boolean;
  isNew: boolean;
  hotRank: number | null;
  gameClassify: string;
  minBet: number;
  sort: number;
}

/**
 * The in-house studio's playable games, first in the INHOUSE list: the slot machine and the
 * dice game (server/studio/) and the number lottery the lottery pages serve. Classify picks the engine.
 */
export const STUDIO_CATALOGUE: { gameId: string; name: string; classify: string; minBet: number }[] = [
  { gameId: 'swerte-slots', name: 'Swerte Slots', classify: 'SLOT', minBet: 10 },
  { gameId: 'swerte-dice', name: 'Swerte Dice', classify: 'DICE', minBet: 10 },
  { gameId: 'swerte-plinko', name: 'Swerte Plinko', classify: 'PLINKO', minBet: 10 },
  { gameId: 'swerte-keno', name: 'Swerte Keno', classify: 'KENO', minBet: 10 },
  { gameId: 'swerte-color-game', name: 'Color Game', classify: 'COLOR', minBet: 10 },
  { gameId: 'swerte-crash', name: 'Swerte Crash', classify: 'CRASH', minBet: 10 },
  { gameId: 'swerte-mines', name: 'Swerte Mines', classify: 'MINES', minBet: 10 },
  { gameId: 'SWERTE-LOTTO', name: 'Swerte Lotto 6/45', classify: 'LOTTO', minBet: 100 },
];

const studioGames = (v: SeedVendor): SeedGame[] =>
  v.gameType === 'INHOUSE' && v.code === 'SWERTE'
    ? STUDIO_CATALOGUE.map((g) => ({
        gameType: v.gameType,
        vassalage: v.code,
        gameId: g.gameId,
        name: g.name,
        iconUrl: `/icons/${v.code}/${g.gameId}.webp`,
        supportPlay: true,
        isNew: true,
        hotRank: null,
        gameClassify: g.classify,
        minBet: g.minBet,
        sort: 0,
      }))
    : [];

/** Games of every vendor; within a category the vendors are interleaved, so "all" looks mixed. */
export function generateGames(): SeedGame[] {
  const rand = seededRandom(20_250_601);
  const byType = new Map<GameCategory, SeedGame[][]>();
  const seen = new Set<string>();
  for (const v of VENDORS) {
    // The studio lists its real games only. Its generated names are still drawn (and dropped), so every
    // other vendor's catalogue stays what it was; studio rows draw nothing from `rand`.
    const fixed = studioGames(v);
    for (const g of fixed) seen.add(`${v.code}/${slugify(g.gameId)}`);
    const list = namesFor(v, rand, seen).map(({ name, classify }): SeedGame => {
      const gameId = slugify(name);
      const minBet =
        v.gameType === 'LIVE' || v.gameType === 'COCKFIGHT'
          ? pick(rand, [500, 1000, 2000])
          : pick(rand, MIN_BETS_CENTS);
      return {
        gameType: v.gameType,
        vassalage: v.code,
        gameId,
        name,
        iconUrl: `/icons/${v.code}/${gameId}.webp`,
        supportPlay: rand() > 0.02,
        isNew: rand() < 0.1,
        hotRank: null,
        gameClassify: classify,
        minBet,
        sort: 0,
      };
    });
    byType.set(v.gameType, [...(byType.get(v.gameType) ?? []), fixed.length ? fixed : list]);
  }
  const all: SeedGame[] = [];
  let typeIndex = 0;
  for (const [, lists] of byType) {
    const longest = Math.max(...lists.map((l) => l.length));
    let sort = 0;
    for (let i = 0; i < longest; i++) {
      for (const list of lists) {
        const g = list[i];
        if (!g) continue;
        g.sort = sort++;
        // The first 12 of each category are hot; ranks interleave categories for the "all" hot list.
        if (g.sort < 12) g.hotRank = g.sort * 10 + typeIndex;
        all.push(g);
      }
    }
    typeIndex++;
  }
  return all;
}

export interface SeedHotMatch {
  league: string;
  home: string;
  away: string;
  /** Hours from the seed time. */
  inHours: number;
  vendor: string;
}

/** The room a demo sample match is seeded in: how the demo's renewal (server/seed/demo-renewal.ts) knows it. */
export const sampleRoomId = (match: SeedHotMatch, index: number) => `${match.vendor}-M${1001 + index}`;

export const HOT_MATCHES: SeedHotMatch[] = [
  {
    league: "PBA Governors' Cup",
    home: 'Barangay Ginebra',
    away: 'San Miguel Beermen',
    inHours: 6,
    vendor: 'SABA',
  },
  { league: 'NBA', home: 'Los Angeles Lakers', away: 'Golden State Warriors', inHours: 20, vendor: 'SABA' },
  {
    league: 'UEFA Champions League',
    home: 'Real Madrid',
    away: 'Manchester City',
    inHours: 30,
    vendor: 'CMD',
  },
  {
    league: 'MPL Philippines',
    home: 'Blacklist International',
    away: 'ECHO Philippines',
    inHours: 44,
    vendor: 'TF',
  },
  { league: 'Premier League', home: 'Arsenal', away: 'Liverpool', inHours: 54, vendor: 'SABA' },
  {
    league: "PBA Governors' Cup",
    home: 'TNT Tropang Giga',
    away: 'Magnolia Hotshots',
    inHours: 70,
    vendor: 'CMD',
  },
];
