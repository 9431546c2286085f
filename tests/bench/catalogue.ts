// Catalogue bench: 20,000 games in a fresh database, then the median time of 50 searched and
// filtered first pages of 26 through the real route (`GET /wps/game/list`). PGlite always; PostgreSQL
// too when BENCH_DATABASE_URL names a server (a throw-away database is created and dropped there).
// Run: node --import tsx tests/bench/catalogue.ts. Prints figures; never fails on a slow one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { openPglite, openPostgres } from '../../server/db/client.ts';
import { games } from '../../server/db/schema.ts';
import type { Database } from '../../server/db/types.ts';
import { seeded } from '../../server/seed/seed.ts';
import { GAME_CATEGORIES, GAME_PAGE_SIZE } from '../../src/shared/constants/lobby.ts';
import { PATHS } from '../../src/shared/paths.ts';

const GAMES = 20_000;
const RUNS = 50;
const VENDORS = ['PG', 'PP', 'JILI', 'FC', 'JDB', 'BENCHA', 'BENCHB', 'BENCHC'];
const WORDS = ['Fortune', 'Golden', 'Lucky', 'Dragon', 'Wild', 'Mango', 'Fiesta', 'Royal', 'Mega', 'Jungle'];
const NOUNS = ['Riches', 'Spins', 'Tiger', 'Gems', 'Reels', 'Treasure', 'Festival', 'Koi', 'Sun', 'Pearl'];
const CLASSES = ['VIDEO', 'MEGAWAYS', 'CLASSIC', 'JACKPOT'];

async function fill(database: Database) {
  const rows = Array.from({ length: GAMES }, (_, i) => {
    // Half the bench games are RNG (the biggest category), the rest spread over the others.
    const gameType = i % 2 === 0 ? 'RNG' : GAME_CATEGORIES[i % GAME_CATEGORIES.length];
    const vendor = VENDORS[i % VENDORS.length] as string;
    return {
      merchantCode: 'SWERTE',
      gameType: gameType as (typeof GAME_CATEGORIES)[number],
      vassalage: vendor,
      gameId: `bench-${i}`,
      name: `${WORDS[i % WORDS.length]} ${NOUNS[Math.floor(i / 10) % NOUNS.length]} ${i}`,
      iconUrl: `/icons/${vendor}/bench-${i}.svg`,
      gameClassify: CLASSES[i % CLASSES.length] as string,
      isNew: i % 7 === 0,
      minBet: [1, 5, 10, 50, 75][i % 5] as number,
      sort: i,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(games).values(rows.slice(i, i + 500));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

async function measure(database: Database, label: string) {
  await fill(database);
  await database.db.execute('vacuum analyze games');
  const { app } = createApp({
    db: database.db,
    config: {
      opsToken: 'bench',
      imageCdns: ['/cdn/a'],
      defaultCountry: 'PH',
      trustProxy: false,
      distDir: '/nonexistent',
      passwordCost: 10,
      publicOrigin: undefined,
    },
    logError: () => {},
  });
  const queries = [
    'gameName=tiger&vassalage=PG',
    'gameName=fortune&gameClassify=MEGAWAYS',
    'gameName=gold&minBet=10',
    'gameName=zzz-no-match',
    'gameName=mango&isNew=1',
  ];
  const url = (i: number) =>
    `${PATHS.gameList}?merchant=SWERTE&gameType=RNG&pageSize=${GAME_PAGE_SIZE}&pageNo=1&${queries[i % queries.length]}`;
  for (let i = 0; i < 10; i++) await (await app.request(url(i))).json(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await app.request(url(i));
    await res.json();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
  }
  console.log(
    `catalogue ${label}: ${GAMES} extra games, median of ${RUNS} searched+filtered pages ${median(times).toFixed(2)} ms (p90 ${[...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]?.toFixed(2)} ms)`,
  );
  return median(times);
}

const pglite = await openPglite(undefined, seeded({ passwordCost: 10 }));
try {
  await measure(pglite, 'PGlite');
} finally {
  await pglite.close();
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `swerte_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), seeded({ passwordCost: 10 }));
  try {
    await measure(database, 'PostgreSQL');
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
