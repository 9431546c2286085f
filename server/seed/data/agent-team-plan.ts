// The seeded agent's team (issue 15), planned in memory before anything is written: three levels below
// `agent` (sub-agents with their own sub-agents, players on every level) and 30 days of their activity —
// deposits, vendor rounds (stake and win) and the VIP level-up bonuses they earned — each member's events
// in time order with the balance after each, so the ledger written from it adds up to the wallets.
// Deterministic: one seeded generator, times relative to `now`.
import type { VipLevel } from '../../../src/shared/schemas/vip.ts';
import { vipRankOf } from '../../../src/shared/vip.ts';
import { pick, seededRandom } from './rng.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MANILA_OFFSET = 8 * 3_600_000;
/** Days of activity before `now` (the VIP period and the agent screens' default ranges fit inside). */
export const TEAM_ACTIVITY_DAYS = 30;

/** Sub-agents: first level under `agent`, each with two sub-agents of its own (`<name>1`, `<name>2`). */
export const TEAM_SUB_AGENTS = ['agentlito', 'agentrosa', 'agentbong', 'agentjoy'] as const;

type Profile = 'dormant' | 'lapsed' | 'casual' | 'regular' | 'whale';

export interface PlannedDeposit {
  kind: 'deposit';
  at: number;
  cents: number;
  /** Index into the seeded payment channels (0 bank, 1 GCash: approved; 2 gateway: credited). */
  channel: number;
  /** The order's unique reference (`SD…`, never the live `SW…` format). */
  reference: string;
}
export interface PlannedRound {
  kind: 'round';
  at: number;
  vendor: string;
  nodeId: number;
  roundId: string;
  stake: number;
  win: number;
}
export interface PlannedVip {
  kind: 'vip';
  at: number;
  rank: number;
  levelName: string;
  cents: number;
}
export type PlannedEvent = PlannedDeposit | PlannedRound | PlannedVip;

export interface PlannedMember {
  account: string;
  nickname: string;
  /** 1 a sub-agent, 0 a player. */
  type: 0 | 1;
  /** The upline's account; null: the seeded `agent`. */
  parent: string | null;
  /** 1 directly under `agent`, 2 and 3 below. */
  level: 1 | 2 | 3;
  regDate: number;
  lastLoginAt: number | null;
  disabled: boolean;
  /** A self-exclusion or time-out that started after the member's last play. */
  exclusion: {
    kind: 'exclusion' | 'timeout';
    period: string;
    startsAt: number;
    endsAt: number | null;
  } | null;
  events: PlannedEvent[];
  /** What the wallet holds after the events (the sum of their amounts). */
  balanceCents: number;
}

/** A catalogue game a round can be played in (not the in-house studio nor the number lottery). */
export interface PlayableGame {
  nodeId: number;
  vendor: string;
  gameType: string;
}

const FIRST = [
  'marites',
  'jomar',
  'rowena',
  'dodong',
  'liza',
  'arnel',
  'cherry',
  'rommel',
  'jenny',
  'noel',
  'maricel',
  'ramil',
  'analyn',
  'jerome',
  'kristine',
  'edwin',
  'rachelle',
  'bryan',
  'aileen',
  'mark',
  'joanna',
  'ronald',
  'grace',
  'dennis',
  'lorna',
  'alvin',
  'jocelyn',
  'rey',
  'mylene',
  'jun',
] as const;
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Garcia',
  'Mendoza',
  'Torres',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
  'Flores',
  'Dela Cruz',
  'Navarro',
  'Gonzales',
] as const;
/** Where players play, by weight (their favourite category gets most of their rounds). */
const CATEGORY_WEIGHTS: [string, number][] = [
  ['RNG', 40],
  ['LIVE', 15],
  ['FISH', 10],
  ['SPORTS', 10],
  ['COCKFIGHT', 8],
  ['PVP', 7],
  ['ELOTT', 6],
  ['ESPORTS', 4],
];
/** Stakes in pesos by profile; deposits in pesos (min, max) by profile. */
const STAKES: Record<Profile, number[]> = {
  dormant: [],
  lapsed: [10, 20, 50],
  casual: [10, 20, 50, 100],
  regular: [50, 100, 200, 500],
  whale: [500, 1000, 2000, 5000, 10_000],
};
const DEPOSITS: Record<Profile, [number, number]> = {
  dormant: [0, 0],
  lapsed: [100, 500],
  casual: [100, 2000],
  regular: [1000, 10_000],
  // The channels take at most ₱50,000 an order: whales deposit often.
  whale: [20_000, 50_000],
};
/** Chance to play on a given day of the activity window. */
const PLAY_DAYS: Record<Profile, number> = {
  dormant: 0,
  lapsed: 0.4,
  casual: 0.2,
  regular: 0.5,
  whale: 0.8,
};

export function planAgentTeam(now: number, games: PlayableGame[], vipLevels: VipLevel[]): PlannedMember[] {
  const rand = seededRandom(15_015);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  // The tree and its account names draw from a stream of their own: the same on any clock.
  const shape = seededRandom(15_016);
  const shapeInt = (min: number, max: number) => min + Math.floor(shape() * (max - min + 1));
  const byCategory = new Map<string, PlayableGame[]>();
  for (const g of games) {
    const list = byCategory.get(g.gameType);
    if (list) list.push(g);
    else byCategory.set(g.gameType, [g]);
  }
  const categories = CATEGORY_WEIGHTS.filter(([c]) => byCategory.has(c));
  const totalWeight = categories.reduce((s, [, w]) => s + w, 0);
  const category = () => {
    let r = rand() * totalWeight;
    for (const [c, w] of categories) {
      r -= w;
      if (r < 0) return c;
    }
    return categories[0]?.[0] ?? 'RNG';
  };
  // Manila calendar days: day 0 is today (up to `now`), day k the k-th day before.
  const today = Math.floor((now + MANILA_OFFSET) / DAY) * DAY - MANILA_OFFSET;
  const dayStart = (k: number) => today - k * DAY;
  /** A time in day k, never later than a minute before now. */
  const timeIn = (k: number) => {
    const end = k === 0 ? now - MINUTE : dayStart(k) + DAY;
    return dayStart(k) + Math.floor(rand() * Math.max(1, end - dayStart(k)));
  };

  const members: PlannedMember[] = [];
  const used = new Set<string>();
  let orderSeq = 0;
  let roundSeq = 0;

  const accountFor = () => {
    for (;;) {
      const name = `${pick(shape, FIRST)}${shapeInt(10, 999)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };

  const profileOf = (): Profile => {
    const r = rand();
    if (r < 0.15) return 'dormant';
    if (r < 0.35) return 'lapsed';
    if (r < 0.85) return 'casual';
    if (r < 0.97) return 'regular';
    return 'whale';
  };

  function simulate(m: PlannedMember, profile: Profile, firstDay: number, lastDay: number) {
    const favourite = category();
    const stakes = STAKES[profile];
    const [depMin, depMax] = DEPOSITS[profile];
    let balance = 0;
    let turnover = 0;
    let deposited = 0;
    let rank = 0;
    let last = 0;
    /** Strictly increasing times per member (a win after its bet, the next round after it). */
    const at = (t: number) => {
      // Days' times end a minute before now: a day's few dozen events stay in the past.
      last = Math.max(t, last + 1000);
      return last;
    };
    const levelUp = (t: number) => {
      const reached = vipRankOf(vipLevels, { turnoverCents: turnover, depositCents: deposited });
      // Every level up to the one reached gets its row (server/vip/vip.ts), paid when it has a bonus.
      for (let r = rank + 1; r <= reached; r++) {
        const level = vipLevels[r - 1];
        if (!level) continue;
        const cents = Math.max(0, level.upgradeBonusCents);
        m.events.push({ kind: 'vip', at: cents > 0 ? at(t) : t, rank: r, levelName: level.name, cents });
        balance += cents;
      }
      rank = Math.max(rank, reached);
    };
    const deposit = (t: number) => {
      // Round amounts, skewed low: most deposits near the minimum, a few near the maximum.
      const pesos = Math.round((depMin + (depMax - depMin) * rand() ** 3) / 100) * 100 || depMin;
      const cents = pesos * 100;
      const channel = pesos > 10_000 ? pick(rand, [0, 2]) : int(0, 2);
      m.events.push({
        kind: 'deposit',
        at: at(t),
        cents,
        channel,
        reference: `SD${String(++orderSeq).padStart(8, '0')}`,
      });
      balance += cents;
      deposited += cents;
      levelUp(last);
    };
    for (let k = firstDay; k >= lastDay; k--) {
      if (!(k === firstDay || rand() < PLAY_DAYS[profile])) continue;
      // Nothing before registration (+25 minutes: the login and first deposit come before the play).
      const times = Array.from(
        { length: int(1, profile === 'whale' ? 6 : profile === 'regular' ? 4 : 2) },
        () => Math.max(timeIn(k), m.regDate + 25 * MINUTE),
      ).sort((a, b) => a - b);
      const start = times[0] ?? timeIn(k);
      if (start <= last) continue;
      const minStake = (stakes[0] ?? 10) * 100;
      if (balance < minStake * 5) deposit(start - 2 * MINUTE);
      for (const t of times) {
        let stake = pick(rand, stakes) * 100;
        if (balance < minStake && (profile === 'regular' || profile === 'whale') && rand() < 0.5)
          deposit(t - MINUTE);
        while (stake > balance && stake > minStake) stake = Math.floor(stake / 2 / 100) * 100;
        if (stake > balance) break;
        const game = pick(rand, byCategory.get(rand() < 0.6 ? favourite : category()) ?? games);
        // About 45% of rounds pay, most about twice the stake, 1 in 500 a big win of 10-30×: tuned so the
        // team's wins come to about 95% of its stakes over the 30 days (the house keeps a few per cent).
        const r = rand();
        const multiplier = r < 0.55 ? 0 : r < 0.998 ? 0.3 + -Math.log(1 - rand()) * 1.85 : int(10, 30);
        const win = Math.round((stake * multiplier) / 100) * 100;
        // The win is written half a second after its bet (at + 500).
        m.events.push({
          kind: 'round',
          at: at(t),
          vendor: game.vendor,
          nodeId: game.nodeId,
          roundId: `seed-${++roundSeq}`,
          stake,
          win,
        });
        balance += win - stake;
        turnover += stake;
        levelUp(last);
      }
      // The login a few minutes before the session, on the same Manila day (a session just after
      // midnight does not make its player's last login yesterday).
      m.lastLoginAt = Math.max(start - int(3, 20) * MINUTE, dayStart(k));
    }
    m.balanceCents = balance;
  }

  /** Registered at most `maxDaysAgo` (after the upline); a tenth of players in the last week. */
  function addMember(
    parent: string | null,
    level: 1 | 2 | 3,
    type: 0 | 1,
    account: string,
    maxDaysAgo: number,
  ): { member: PlannedMember; regDaysAgo: number } {
    const profile: Profile = type === 1 ? 'regular' : profileOf();
    const regDaysAgo =
      type === 1 ? int(maxDaysAgo - 30, maxDaysAgo - 1) : rand() < 0.1 ? int(0, 6) : int(7, maxDaysAgo - 1);
    const first = account.replace(/\d+$/, '').replace(/^agent/, '');
    const m: PlannedMember = {
      account,
      nickname: `${first.replace(/^./, (c) => c.toUpperCase())} ${pick(rand, LAST)}`,
      type,
      parent,
      level,
      regDate: Math.min(timeIn(regDaysAgo), now - 40 * MINUTE),
      lastLoginAt: null,
      disabled: false,
      exclusion: null,
      events: [],
      balanceCents: 0,
    };
    const firstDay = Math.min(regDaysAgo, TEAM_ACTIVITY_DAYS - 1);
    if (profile === 'dormant') {
      // Registered and maybe looked around once; never deposited.
      if (rand() < 0.5) m.lastLoginAt = m.regDate + int(1, 30) * MINUTE;
    } else if (profile === 'lapsed') {
      // Played for a while, then stopped: some of them were disabled or excluded since.
      const stop = Math.max(0, firstDay - int(3, 12));
      simulate(m, profile, firstDay, stop);
      const r = rand();
      if (r < 0.15) m.disabled = true;
      else if (r < 0.3 && stop > 1) {
        const startsAt = dayStart(stop - 1) + int(60, 600) * MINUTE;
        m.exclusion =
          r < 0.22
            ? { kind: 'exclusion', period: pick(rand, ['6m', '1y', 'permanent']), startsAt, endsAt: null }
            : { kind: 'timeout', period: '6w', startsAt, endsAt: startsAt + 42 * DAY };
        if (m.exclusion.kind === 'exclusion' && m.exclusion.period !== 'permanent')
          m.exclusion.endsAt = startsAt + (m.exclusion.period === '6m' ? 182 : 365) * DAY;
      }
    } else {
      simulate(m, profile, firstDay, 0);
    }
    // A few who logged in today without playing (the home's counters tell them apart).
    if (!m.disabled && !m.exclusion && m.lastLoginAt !== null && rand() < 0.06)
      m.lastLoginAt = Math.max(m.lastLoginAt, timeIn(0));
    if (m.lastLoginAt !== null && m.lastLoginAt < m.regDate) m.lastLoginAt = m.regDate;
    members.push(m);
    return { member: m, regDaysAgo };
  }

  const players = (parent: string | null, level: 1 | 2 | 3, count: number, maxDaysAgo: number) => {
    for (let i = 0; i < count; i++) addMember(parent, level, 0, accountFor(), maxDaysAgo);
  };
  for (const name of TEAM_SUB_AGENTS) used.add(name);
  // The seeded agent registered 120 days ago (seed.ts).
  for (const name of TEAM_SUB_AGENTS) {
    const top = addMember(null, 1, 1, name, 120).regDaysAgo;
    for (const sub of [`${name}1`, `${name}2`]) {
      used.add(sub);
      players(sub, 3, shapeInt(12, 24), addMember(name, 2, 1, sub, top).regDaysAgo);
    }
    players(name, 2, shapeInt(25, 45), top);
  }
  players(null, 1, 56, 120);
  return members;
}
