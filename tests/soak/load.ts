// A steady mixed load on a real server over HTTP, as a population of players and one operator make it: for
// the soak and the fault tests and for long soaks by hand. Loopback only. Each virtual player registers
// (captcha answered through the operator aid) from a fixed private address of its own (X-Forwarded-For: the
// server runs with TRUST_PROXY=1), then loops with a short pause: wallet, member info, lobby lists, in-house
// studio rounds, lottery orders (now and then a sub-order cancelled), deposits, withdrawals, red envelope
// rain grabs and now and then a fresh login; one seeded member allowed to pay his upline agent (`juan`)
// also sends ₱1 transfers. The operator approves or rejects deposits and withdrawals as they come and keeps
// a rain falling. Lost sessions (401) log in again, lapsed recent authentication is confirmed again, a
// server answering 503 is counted and played through.
//
// Every call is classified once: answered 5xx (errors5xx; besides 503 also a failure), no answer within
// requestTimeoutMs (timeouts; a failure), connection refused or reset (networkErrors), or its HTTP status.
// A 4xx is `refused` when the step meets it in a normal run (funds, limits, one pending withdrawal, the
// rain's cap, a closed lottery issue, a throttle), else a failure: the first 50 failures are kept as
// `step: status code`.
//
// Every money movement answered 200 is kept (`acks`, one per reference) with the ledger rows it implies;
// `rows` 0 marks a decision that must have moved nothing:
//   kind                 reference (wallet_ledger.reference)      rows  answered 200 by
//   studio bet           seamless:SWERTE:bet:<roundId>:bet        1     POST /wps/studio/play
//   studio win           seamless:SWERTE:win:<roundId>:win        1     the same, when winCents > 0
//   lottery order        lottery:order:<orderId>                  1     POST /lgw/orders
//   lottery refund       lottery:refund:<subOrderId>              1     POST /lgw/orders/:id/suborders/:sub/cancel
//   deposit              deposit:<orderId>                        1     the operator's approve
//   deposit rejected     deposit:<orderId>                        0     the operator's reject
//   withdrawal hold      withdraw:hold:<orderId>                  1     POST /wps/withdraw/orders
//   withdrawal refund    withdraw:refund:<orderId>                1     the operator's reject
//   withdrawal approved  withdraw:refund:<orderId>                0     the operator's approve (paid out of band)
//   rain                 rain:<sessionId>:<memberId>:<seq>        1     POST /wps/rain/grab
//   upline out / in      upline:{out,in}:<requestId>:<memberId>   1+1   POST /wps/transfer/upline (member, agent)
// Movements nobody was answered for (lottery settlement, studio recovery, deposit bonuses) are not acks.
//
// What the run changes on the server beside its own players: the merchant's cashier settings (no turnover
// requirement, 100 withdrawals a day, so withdrawals keep working) and rain sessions over the run's span;
// it is meant for a throw-away database.
import { randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { GAME_CATEGORIES } from '../../src/shared/constants/lobby.ts';
import { LooseEnvelopeSchema } from '../../src/shared/envelope.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import {
  DEPOSIT_CODES,
  PAYOUT_CODES,
  TRANSFER_CODES,
  WITHDRAW_CODES,
} from '../../src/shared/errors/cashier.ts';
import { LOTTERY_CODES, STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { RAIN_CODES } from '../../src/shared/errors/rain.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { CaptchaSchema, LoginResultSchema } from '../../src/shared/schemas/auth.ts';
import {
  ChannelSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  DepositQueuePageSchema,
} from '../../src/shared/schemas/deposits.ts';
import { GameListSchema, GameTypeListSchema, HotGamesSchema } from '../../src/shared/schemas/games.ts';
import { OrderSchema } from '../../src/shared/schemas/lottery.ts';
import {
  PayoutAccountSchema,
  PayoutProfileSchema,
  RecentAuthSchema,
} from '../../src/shared/schemas/payout.ts';
import {
  RainGrabbedSchema,
  RainOpsPageSchema,
  RainOpsSessionSchema,
  RainStateSchema,
} from '../../src/shared/schemas/red-rain.ts';
import { MemberInfoSchema, WalletSchema } from '../../src/shared/schemas/session.ts';
import {
  ActResultSchema,
  LaunchResultSchema,
  type LiveAction,
  type LiveRound,
  PlayResultSchema,
  StartResultSchema,
  StudioSessionSchema,
} from '../../src/shared/schemas/studio.ts';
import { UplineTransferResultSchema } from '../../src/shared/schemas/transfer.ts';
import {
  CashierSettingsSchema,
  OpsWithdrawSchema,
  WithdrawOrderSchema,
  WithdrawOverviewSchema,
  WithdrawQueuePageSchema,
} from '../../src/shared/schemas/withdrawals.ts';
import { type PublicKey, PublicKeySchema, SEALED_ALGORITHM, sealBody } from '../../src/shared/sealed-body.ts';
import { REGISTRATION_DEFAULTS, randomIp } from '../server/support/auth-client.ts';

export interface LoadOptions {
  /** `http://127.0.0.1:<port>`; anything but a loopback host is refused. */
  base: string;
  /** Bearer token of /ops (the operator's decisions, the captcha aid). */
  opsToken: string;
  /** New work stops after this long; calls under way are answered (or time out) before runLoad resolves. */
  durationMs: number;
  /** Virtual players at once, besides the upline member (default 8). */
  players?: number;
  /** A player's mean pause between two steps (default 400 ms: ~30 requests a second with 8 players). */
  thinkMs?: number;
  /** A call with no answer after this long counts as a timeout (default 15 s, the app's own). */
  requestTimeoutMs?: number;
  /** Stops new work early (calls under way still finish). */
  signal?: AbortSignal;
  /** Progress: one line at the start, one per minute, one at the end. */
  log?: (line: string) => void;
  /** A seeded member whose toUpline flag lets him pay his agent; he plays the mix too (null: nobody). */
  uplineMember?: { account: string; password: string } | null;
  /** The operator's pause between two passes over the queues (default 1500 ms). */
  operatorEveryMs?: number;
}

export interface MinuteStats {
  /** From 0, counted from the start of the run. */
  minute: number;
  requests: number;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  /** Latency of the calls answered in that minute. */
  p50Ms: number;
  p99Ms: number;
}

export type MoneyKind =
  | 'studio bet'
  | 'studio win'
  | 'lottery order'
  | 'lottery refund'
  | 'deposit'
  | 'deposit rejected'
  | 'withdrawal hold'
  | 'withdrawal refund'
  | 'withdrawal approved'
  | 'rain'
  | 'upline out'
  | 'upline in';

/** A money operation the server answered 200 for, and what it must have left in the ledger (file head). */
export interface MoneyAck {
  kind: MoneyKind;
  /** The member whose wallet moved; `upline in`: 'upline agent' (a member sees the agent's name masked). */
  account: string;
  /** `wallet_ledger.reference`. */
  reference: string;
  /** What moved, positive (the ledger's amount_cents is signed). */
  amountCents: number;
  /** Rows of wallet_ledger with this reference: 1, or 0 for a decision that moves nothing. */
  rows: 0 | 1;
}

export interface StepStats {
  /** Answered 200. */
  ok: number;
  /** A refusal the step meets in a normal run (4xx with an expected code). */
  refused: number;
  /** 5xx, no answer, or a refusal nobody expects. */
  failed: number;
}

export interface LoadResult {
  requests: number;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  /** Answers by HTTP status ('200', '409', '503', …); timeouts and network errors have their own totals. */
  byStatus: Record<string, number>;
  byStep: Record<string, StepStats>;
  minutes: MinuteStats[];
  acks: MoneyAck[];
  /** The first 50 failures (5xx other than 503, timeouts, unexpected 4xx, unparsable 200s): `step: status code`. */
  failures: string[];
}

/** The acks whose reference is not in the ledger as often as `rows` says; `counts`: reference → rows found. */
export function unmatchedAcks(acks: readonly MoneyAck[], counts: ReadonlyMap<string, number>): MoneyAck[] {
  return acks.filter((a) => (counts.get(a.reference) ?? 0) !== a.rows);
}

const PASSWORD = 'Swerte2025x';
const PAY_PASSWORD = '147258';
const PAYEE = 'Juan Dela Cruz';
const MERCHANT = 'SWERTE';
const FAILURES_KEPT = 50;
/** Each rain the operator schedules lasts this long (a member's grabs are capped per session). */
const RAIN_SESSION_MS = 5 * 60_000;
/** The operator schedules the next rain this long before the planned ones run out. */
const RAIN_LEAD_MS = 90_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface Settings {
  base: string;
  opsToken: string;
  thinkMs: number;
  requestTimeoutMs: number;
  operatorEveryMs: number;
  /** Aborted when the run's time is up or the caller's signal fires. */
  stop: AbortSignal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)] as T;

/** One entry of `entries`, chosen by weight. */
function weighted<T>(entries: readonly (readonly [number, T])[]): T {
  let r = Math.random() * entries.reduce((sum, [w]) => sum + w, 0);
  for (const [w, x] of entries) {
    r -= w;
    if (r < 0) return x;
  }
  return (entries.at(-1) as readonly [number, T])[1];
}

/** Why a fetch threw without an answer: the socket error's code when there is one. */
function networkCause(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  return String(cause?.code ?? cause?.message ?? (err as Error).message);
}

/** Steps that hold the request until something happens (a crash's wait): kept out of the latencies. */
const LONG_POLLS = new Set(['live wait']);

class Recorder {
  readonly result: LoadResult = {
    requests: 0,
    errors5xx: 0,
    timeouts: 0,
    networkErrors: 0,
    byStatus: {},
    byStep: {},
    minutes: [],
    acks: [],
    failures: [],
  };
  private readonly latencies: number[][] = [];
  private readonly acked = new Set<string>();
  private networkLogged = 0;

  constructor(
    private readonly started: number,
    private readonly log: (line: string) => void,
  ) {}

  private minute(): MinuteStats {
    const n = Math.floor((Date.now() - this.started) / 60_000);
    for (let i = this.result.minutes.length; i <= n; i++) {
      this.result.minutes.push({
        minute: i,
        requests: 0,
        errors5xx: 0,
        timeouts: 0,
        networkErrors: 0,
        p50Ms: 0,
        p99Ms: 0,
      });
      this.latencies.push([]);
    }
    return this.result.minutes[n] as MinuteStats;
  }

  private step(name: string): StepStats {
    const found = this.result.byStep[name];
    if (found) return found;
    const created = { ok: 0, refused: 0, failed: 0 };
    this.result.byStep[name] = created;
    return created;
  }

  private fail(line: string): void {
    if (this.result.failures.length < FAILURES_KEPT) this.result.failures.push(line);
  }

  answered(step: string, status: number, ms: number, outcome: keyof StepStats, code: string): void {
    const m = this.minute();
    this.result.requests++;
    m.requests++;
    // A long poll's time is the game's (it answers when the crash comes), not the server's speed.
    if (!LONG_POLLS.has(step)) this.latencies[m.minute]?.push(ms);
    this.result.byStatus[status] = (this.result.byStatus[status] ?? 0) + 1;
    this.step(step)[outcome]++;
    if (status >= 500) {
      this.result.errors5xx++;
      m.errors5xx++;
    }
    // A database fault answers 503 by design: counted, not listed, so the other failures stay visible.
    if (outcome === 'failed' && status !== 503) this.fail(`${step}: ${status} ${code}`);
  }

  lost(step: string, kind: 'timeout' | 'network', detail: string): void {
    const m = this.minute();
    this.result.requests++;
    m.requests++;
    this.step(step).failed++;
    if (kind === 'timeout') {
      this.result.timeouts++;
      m.timeouts++;
      this.fail(`${step}: timeout`);
    } else {
      this.result.networkErrors++;
      m.networkErrors++;
      if (this.networkLogged++ < 5) this.log(`load: ${step}: no answer (${detail})`);
    }
  }

  ack(a: MoneyAck): void {
    // A replayed answer names a movement acknowledged already: one ack per reference.
    if (this.acked.has(a.reference)) return;
    this.acked.add(a.reference);
    this.result.acks.push(a);
  }

  /** Fills in the percentiles of minute `n` (also of one still running). */
  seal(n: number): MinuteStats | undefined {
    const m = this.result.minutes[n];
    if (!m) return undefined;
    const sorted = [...(this.latencies[n] ?? [])].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    m.p50Ms = at(0.5);
    m.p99Ms = at(0.99);
    return m;
  }

  finish(): LoadResult {
    for (const m of this.result.minutes) this.seal(m.minute);
    return this.result;
  }
}

interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  ops?: boolean;
  /** Sealed with the server's public key (login, register). */
  sealed?: boolean;
  /** Codes of the refusals this step meets in a normal run. */
  expect?: readonly string[];
}

type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code: string };

/** One identity on the wire: its own address (per-IP throttles) and its cached public key. */
class Client {
  private key: PublicKey | undefined;

  constructor(
    private readonly s: Settings,
    private readonly rec: Recorder,
    readonly ip: string,
  ) {}

  async call<T extends v.GenericSchema>(
    step: string,
    method: string,
    path: string,
    schema: T,
    opts: CallOptions = {},
  ): Promise<Answer<v.InferOutput<T>>> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip };
    if (opts.token) headers[HEADERS.token] = opts.token;
    if (opts.ops) {
      headers.Authorization = `Bearer ${this.s.opsToken}`;
      headers['X-Operator'] = 'soak';
    }
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (opts.sealed) {
        if (!this.key) {
          const key = await this.call('public key', 'GET', PATHS.publicKey, PublicKeySchema);
          if (!key.ok) return key;
          this.key = key.value;
        }
        headers.Encryption = SEALED_ALGORITHM;
        body = JSON.stringify(await sealBody(this.key, opts.body));
      } else body = JSON.stringify(opts.body);
    }
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const res = await fetch(this.s.base + path, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.s.requestTimeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      this.rec.lost(step, timeout ? 'timeout' : 'network', networkCause(err));
      return { ok: false, status: 0, code: timeout ? 'timeout' : 'network' };
    }
    const ms = performance.now() - started;
    let envelope: v.InferOutput<typeof LooseEnvelopeSchema> | undefined;
    try {
      envelope = v.parse(LooseEnvelopeSchema, JSON.parse(text));
    } catch {
      envelope = undefined;
    }
    const code = envelope?.code ?? 'not.an.envelope';
    if (status === 200 && envelope?.successful) {
      const parsed = v.safeParse(schema, envelope.value);
      if (parsed.success) {
        this.rec.answered(step, status, ms, 'ok', code);
        return { ok: true, value: parsed.output };
      }
      this.rec.answered(step, status, ms, 'failed', `unparsed: ${v.summarize(parsed.issues).slice(0, 160)}`);
      return { ok: false, status, code: 'unparsed' };
    }
    const expected = status < 500 && (opts.expect ?? []).includes(code);
    this.rec.answered(step, status, ms, expected ? 'refused' : 'failed', code);
    return { ok: false, status, code };
  }
}

/** Refusals a busy player meets everywhere: a throttle. */
const ANYWHERE = [AUTH_CODES.throttled];

type InHouse = 'slot' | 'dice' | 'crash' | 'mines';
const IN_HOUSE: Record<InHouse, string> = {
  slot: 'swerte-slots',
  dice: 'swerte-dice',
  crash: 'swerte-crash',
  mines: 'swerte-mines',
};

class Player {
  private readonly client: Client;
  private readonly account: string;
  private readonly password: string;
  private token: string | undefined;
  private memberId = 0;
  private registered: boolean;
  /** A seeded member whose login is refused stops playing (not a demo database). */
  private gaveUp = false;
  private payoutAccountId: number | undefined;
  private channel: { id: number; minCents: number; maxCents: number } | undefined;
  private games: Partial<Record<InHouse, { nodeId: number; gameId: string; vendor: string }>> = {};
  private launched: Partial<Record<InHouse, string>> = {};
  private readonly mix: readonly (readonly [number, () => Promise<void>])[];

  constructor(
    private readonly s: Settings,
    private readonly rec: Recorder,
    seeded?: { account: string; password: string },
  ) {
    this.client = new Client(s, rec, randomIp());
    this.account = seeded?.account ?? `soak${randomBytes(5).toString('hex')}`;
    this.password = seeded?.password ?? PASSWORD;
    this.registered = seeded !== undefined;
    // Weights of the steps: a share of a player's steps (a step is one to three calls).
    this.mix = [
      [13, () => this.wallet()],
      [5, () => this.memberInfo()],
      [12, () => this.lobby()],
      [20, () => this.studioRound()],
      [6, () => this.liveRound()],
      [10, () => this.lottery()],
      [8, () => this.deposit()],
      [7, () => this.withdraw()],
      [12, () => this.rain()],
      [2, () => this.login()],
      ...(seeded ? ([[10, () => this.transfer()]] as const) : []),
    ];
  }

  /** A call with the player's session; a 401 drops the session (and the launches made with it). */
  private async call<T extends v.GenericSchema>(
    step: string,
    method: string,
    path: string,
    schema: T,
    opts: Omit<CallOptions, 'token'> = {},
  ): Promise<Answer<v.InferOutput<T>>> {
    const answer = await this.client.call(step, method, path, schema, {
      ...opts,
      token: this.token,
      expect: [...ANYWHERE, ...(opts.expect ?? [])],
    });
    if (!answer.ok && answer.status === 401) {
      this.token = undefined;
      this.launched = {};
    }
    return answer;
  }

  private ack(kind: MoneyKind, reference: string, amountCents: number, account = this.account): void {
    this.rec.ack({ kind, account, reference, amountCents, rows: 1 });
  }

  async run(startAfterMs: number): Promise<void> {
    await sleep(startAfterMs, this.s.stop);
    while (!this.s.stop.aborted && !this.gaveUp) {
      if (!this.token) await this.signIn();
      else await weighted(this.mix)();
      await sleep(this.token ? this.s.thinkMs * (0.5 + Math.random()) : 1000, this.s.stop);
    }
  }

  private async signIn(): Promise<void> {
    if (!this.registered) await this.register();
    else await this.login();
    if (!this.token) return;
    if (!this.memberId) await this.memberInfo();
  }

  /** A new account through the captcha (answered by the operator aid); the first deposit follows. */
  private async register(): Promise<void> {
    const captcha = await this.client.call('captcha', 'GET', PATHS.captcha, CaptchaSchema);
    if (!captcha.ok) return;
    const answer = await this.client.call(
      'captcha',
      'GET',
      `${PATHS.opsCaptcha}/${captcha.value.captchaId}`,
      v.object({ code: v.string() }),
      { ops: true },
    );
    if (!answer.ok) return;
    const done = await this.client.call('register', 'PUT', PATHS.register, LoginResultSchema, {
      sealed: true,
      // Taken: an earlier try went through without its answer reaching us; log in instead.
      expect: [AUTH_CODES.usernameTaken],
      body: {
        ...REGISTRATION_DEFAULTS,
        username: this.account,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        email: `${this.account}@swerte.test`,
        captchaId: captcha.value.captchaId,
        captcha: answer.value.code,
      },
    });
    if (!done.ok && done.code !== AUTH_CODES.usernameTaken) return;
    this.registered = true;
    if (!done.ok) return this.login();
    this.token = done.value.token;
    await this.memberInfo();
    await this.deposit();
  }

  private async login(): Promise<void> {
    const r = await this.call('login', 'POST', PATHS.login, LoginResultSchema, {
      sealed: true,
      body: { type: 'username', username: this.account, password: this.password },
    });
    if (r.ok) this.token = r.value.token;
    else if (r.code === AUTH_CODES.loginFailed) this.gaveUp = true;
  }

  private async memberInfo(): Promise<void> {
    const info = await this.call('member info', 'GET', PATHS.memberInfo, MemberInfoSchema);
    if (info.ok) this.memberId = info.value.id;
  }

  private async wallet(): Promise<void> {
    await this.call('wallet', 'GET', PATHS.wallet, WalletSchema);
  }

  /** What the lobby shows: a category's first pages, the hot games or the category tabs. */
  private async lobby(): Promise<void> {
    const r = Math.random();
    if (r < 0.6) {
      const page = 1 + Math.floor(Math.random() * 2);
      await this.call(
        'lobby',
        'GET',
        `${PATHS.gameList}?merchant=${MERCHANT}&clientType=2&platform=html5&gameType=${pick(GAME_CATEGORIES)}&pageNo=${page}&pageSize=26`,
        GameListSchema,
      );
    } else if (r < 0.85)
      await this.call('lobby', 'GET', `${PATHS.hotGames}?merchantCode=${MERCHANT}`, HotGamesSchema);
    else await this.call('lobby', 'GET', `${PATHS.gameTypes}?merchant=${MERCHANT}`, GameTypeListSchema);
  }

  /** The in-house game's launch token, as the app gets it: found in the lobby, then launched. */
  private async launch(game: InHouse): Promise<string | undefined> {
    let found = this.games[game];
    if (!found) {
      const list = await this.call(
        'lobby',
        'GET',
        `${PATHS.gameList}?merchant=${MERCHANT}&clientType=2&platform=html5&gameType=INHOUSE&pageNo=1&pageSize=26`,
        GameListSchema,
      );
      if (!list.ok) return undefined;
      for (const [g, id] of Object.entries(IN_HOUSE) as [InHouse, string][]) {
        const item = list.value.games.find((x) => x.gameId === id);
        if (item) this.games[g] = { nodeId: item.nodeId, gameId: item.gameId, vendor: item.vassalage };
      }
      found = this.games[game];
      if (!found) return undefined;
    }
    const launched = await this.call(
      'launch',
      'GET',
      `${PATHS.launch}?nodeId=${found.nodeId}&gameId=${found.gameId}&vendor=${found.vendor}`,
      LaunchResultSchema,
    );
    if (!launched.ok || launched.value.kind !== 'inHouse') return undefined;
    this.launched[game] = launched.value.token;
    return launched.value.token;
  }

  /** One round of the slot or the dice at ₱1: its bet, and its win when it pays. */
  private async studioRound(): Promise<void> {
    const game: Extract<InHouse, 'slot' | 'dice'> = Math.random() < 0.7 ? 'slot' : 'dice';
    const token = this.launched[game] ?? (await this.launch(game));
    if (!token) return;
    const played = await this.call('studio round', 'POST', PATHS.studioPlay, PlayResultSchema, {
      expect: [STUDIO_CODES.fundsInsufficient, LIMIT_CODES.lossExceeded, STUDIO_CODES.playerTokenInvalid],
      body:
        game === 'slot'
          ? { token, betCents: 100 }
          : { token, betCents: 100, dice: { target: 5000, direction: pick(['over', 'under'] as const) } },
    });
    if (!played.ok) {
      if (played.code === STUDIO_CODES.playerTokenInvalid) delete this.launched[game];
      return;
    }
    const { roundId, betCents, winCents } = played.value.round;
    this.ack('studio bet', `seamless:SWERTE:bet:${roundId}:bet`, betCents);
    if (winCents > 0) this.ack('studio win', `seamless:SWERTE:win:${roundId}:win`, winCents);
  }

  /**
   * One round of a live game at ₱1, open across calls: crash with an automatic cash-out at 1.50× waited
   * for, or mines (3) with one or two tiles revealed and cashed out. Its bet when it opens, its win when it
   * ends paying. A round left open by an earlier step (a refused or lost call) is finished first.
   */
  private async liveRound(): Promise<void> {
    const game: InHouse = Math.random() < 0.5 ? 'crash' : 'mines';
    const token = this.launched[game] ?? (await this.launch(game));
    if (!token) return;
    const started = await this.call('live round', 'POST', PATHS.studioStart, StartResultSchema, {
      expect: [
        STUDIO_CODES.fundsInsufficient,
        LIMIT_CODES.lossExceeded,
        STUDIO_CODES.playerTokenInvalid,
        STUDIO_CODES.roundOpen,
      ],
      body:
        game === 'crash'
          ? { token, betCents: 100, crash: { autoX100: 150 } }
          : { token, betCents: 100, mines: { mines: 3 } },
    });
    let live: LiveRound | undefined;
    if (started.ok) {
      live = started.value.live;
      this.ack('studio bet', `seamless:SWERTE:bet:${live.roundId}:bet`, live.betCents);
    } else if (started.code === STUDIO_CODES.roundOpen) {
      const session = await this.call('live round', 'POST', PATHS.studioSession, StudioSessionSchema, {
        body: { token },
      });
      live = session.ok ? (session.value.live ?? undefined) : undefined;
    } else if (started.code === STUDIO_CODES.playerTokenInvalid) delete this.launched[game];
    if (!live) return;
    const act = (action: LiveAction) =>
      this.call(
        action.kind === 'wait' ? 'live wait' : 'live round',
        'POST',
        PATHS.studioAct,
        ActResultSchema,
        {
          expect: [STUDIO_CODES.roundUnknown, STUDIO_CODES.betInvalid],
          body: { token, roundId: live?.roundId, action },
        },
      );
    const moves: LiveAction[] =
      game === 'crash'
        ? [{ kind: 'wait' }, { kind: 'wait' }, { kind: 'wait' }]
        : [
            ...Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => ({
              kind: 'reveal' as const,
              tile: Math.floor(Math.random() * 25),
            })),
            { kind: 'cashOut' },
          ];
    for (const action of moves) {
      const answer = await act(action);
      if (!answer.ok) return;
      if (answer.value.state === 'settled') {
        const { roundId, winCents } = answer.value.round;
        if (winCents > 0) this.ack('studio win', `seamless:SWERTE:win:${roundId}:win`, winCents);
        return;
      }
    }
  }

  /** A ₱1 champion bet on PK10; one order in five has its sub-order cancelled again at once. */
  private async lottery(): Promise<void> {
    const order = await this.call('lottery order', 'POST', PATHS.lotteryOrders, OrderSchema, {
      expect: [
        LOTTERY_CODES.closed,
        LOTTERY_CODES.noDraw,
        LOTTERY_CODES.fundsInsufficient,
        LOTTERY_CODES.liabilityExceeded,
        LIMIT_CODES.lossExceeded,
      ],
      body: {
        lotteryCode: 'SWERTE-PK10',
        bets: [{ betType: 'champion', numbers: [1 + Math.floor(Math.random() * 10)], amountCents: 100 }],
      },
    });
    if (!order.ok) return;
    this.ack('lottery order', `lottery:order:${order.value.id}`, order.value.totalCents);
    const sub = order.value.subOrders[0];
    if (!sub || Math.random() >= 0.2) return;
    const cancelled = await this.call(
      'lottery cancel',
      'POST',
      `${PATHS.lotteryOrders}/${order.value.id}/suborders/${sub.id}/cancel`,
      OrderSchema,
      { expect: [LOTTERY_CODES.closed, LOTTERY_CODES.subOrderSettled] },
    );
    if (cancelled.ok) this.ack('lottery refund', `lottery:refund:${sub.id}`, sub.amountCents);
  }

  /** A manual bank transfer: the order, then the sender's details; the operator decides it. */
  private async deposit(): Promise<void> {
    if (!this.channel) {
      const channels = await this.call(
        'deposit channels',
        'GET',
        PATHS.depositChannels,
        v.array(ChannelSchema),
      );
      const bank = channels.ok ? channels.value.find((c) => c.kind === 'manual_bank') : undefined;
      if (!bank) return;
      this.channel = { id: bank.id, minCents: bank.minCents, maxCents: bank.maxCents };
    }
    const { id, minCents, maxCents } = this.channel;
    const amountCents = Math.min(
      maxCents,
      Math.max(minCents, 20_000 + Math.floor(Math.random() * 300) * 100),
    );
    const created = await this.call('deposit', 'POST', PATHS.depositOrders, DepositCreatedSchema, {
      expect: [LIMIT_CODES.depositExceeded],
      body: { channelId: id, amountCents },
    });
    if (!created.ok) return;
    await this.call(
      'deposit details',
      'POST',
      `${PATHS.depositOrders}/${created.value.order.id}/submit`,
      DepositOrderSchema,
      {
        // The operator may have decided it first.
        expect: [DEPOSIT_CODES.orderClosed],
        body: { senderName: PAYEE, senderReference: `BDO-${randomBytes(4).toString('hex')}` },
      },
    );
  }

  /** Payee name, payment password and a bank account, whichever is missing (what withdrawing needs). */
  private async payoutSetup(): Promise<void> {
    const profile = await this.call('payout setup', 'GET', PATHS.payoutProfile, PayoutProfileSchema);
    if (!profile.ok) return;
    const recent = [WITHDRAW_CODES.recentAuthRequired];
    if (!profile.value.payeeName)
      await this.call('payout setup', 'POST', PATHS.payeeName, v.object({ payeeName: v.string() }), {
        expect: [PAYOUT_CODES.payeeNameSet],
        body: { payeeName: PAYEE },
      });
    if (!profile.value.paymentPasswordSet)
      await this.call('payout setup', 'POST', PATHS.paymentPassword, v.unknown(), {
        expect: [PAYOUT_CODES.paymentPasswordSet, ...recent],
        body: { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
      });
    const bank = profile.value.accounts.find((a) => a.kind === 'bank');
    if (bank) {
      this.payoutAccountId = bank.id;
      return;
    }
    const added = await this.call('payout setup', 'POST', PATHS.payoutAccounts, PayoutAccountSchema, {
      body: {
        kind: 'bank',
        provider: 'BDO',
        holderName: profile.value.payeeName ?? PAYEE,
        accountNumber: `10${randomBytes(5).readUIntBE(0, 5)}`.slice(0, 12).padEnd(12, '7'),
      },
    });
    if (added.ok) this.payoutAccountId = added.value.id;
  }

  /** ₱100 out, as the withdraw screen does it: read the overview, confirm the password when asked, ask. */
  private async withdraw(): Promise<void> {
    if (this.payoutAccountId === undefined) return this.payoutSetup();
    const overview = await this.call(
      'withdraw overview',
      'GET',
      PATHS.withdrawOverview,
      WithdrawOverviewSchema,
    );
    if (!overview.ok) return;
    const o = overview.value;
    const amountCents = Math.max(10_000, o.limits.minCents);
    if (o.pending || o.withdrawableCents < amountCents || o.limits.usedToday >= o.limits.dailyCount) return;
    if (!o.recentlyAuthenticated) {
      const confirmed = await this.call('confirm password', 'POST', PATHS.passwordConfirm, RecentAuthSchema, {
        body: { password: this.password },
      });
      if (!confirmed.ok) return;
    }
    const order = await this.call('withdrawal', 'POST', PATHS.withdrawOrders, WithdrawOrderSchema, {
      // The overview is a moment old: a bet or another ask may come between.
      expect: [
        WITHDRAW_CODES.pendingExists,
        WITHDRAW_CODES.dailyLimit,
        WITHDRAW_CODES.insufficientFunds,
        WITHDRAW_CODES.turnoverUnmet,
        WITHDRAW_CODES.recentAuthRequired,
      ],
      body: { payoutAccountId: this.payoutAccountId, amountCents, paymentPassword: PAY_PASSWORD },
    });
    if (order.ok) this.ack('withdrawal hold', `withdraw:hold:${order.value.id}`, order.value.amountCents);
  }

  /** The rain screen: the running session and my grabs in it, then the next grab while it falls. */
  private async rain(): Promise<void> {
    if (!this.memberId) return this.memberInfo();
    const state = await this.call('rain state', 'GET', PATHS.rainSession, RainStateSchema);
    if (!state.ok) return;
    const { session, grabs, now } = state.value;
    const at = Date.parse(now);
    if (!session || session.exhausted || grabs >= session.maxGrabs) return;
    if (at < Date.parse(session.startsAt) || at >= Date.parse(session.endsAt)) return;
    const got = await this.call('rain grab', 'POST', PATHS.rainGrab, RainGrabbedSchema, {
      // The session may end, run dry or be cancelled between the two calls.
      expect: [RAIN_CODES.ended, RAIN_CODES.exhausted, RAIN_CODES.capReached, RAIN_CODES.unknown],
      body: { sessionId: session.id, seq: grabs + 1 },
    });
    if (got.ok)
      this.ack(
        'rain',
        `rain:${got.value.sessionId}:${this.memberId}:${got.value.seq}`,
        got.value.amountCents,
      );
  }

  /** ₱1 to the upline agent: the member's debit and the agent's credit, one transaction. */
  private async transfer(): Promise<void> {
    if (!this.memberId) return this.memberInfo();
    const requestId = randomUUID();
    const done = await this.call(
      'upline transfer',
      'POST',
      PATHS.uplineTransfer,
      UplineTransferResultSchema,
      {
        expect: [TRANSFER_CODES.insufficientFunds],
        body: { amountCents: 100, requestId },
      },
    );
    if (!done.ok) return;
    this.ack('upline out', `upline:out:${requestId}:${this.memberId}`, 100);
    this.ack('upline in', `upline:in:${requestId}:${this.memberId}`, 100, 'upline agent');
  }
}

/** The operator: decides deposits and withdrawals as they come, keeps a rain falling over the run. */
class Operator {
  private readonly client: Client;
  private deposits = 0;
  private withdrawals = 0;
  /** The end of the last rain session known to be scheduled (ms). */
  private rainUntil = 0;

  constructor(
    private readonly s: Settings,
    private readonly rec: Recorder,
    private readonly until: number,
  ) {
    this.client = new Client(s, rec, '127.0.0.1');
  }

  private call<T extends v.GenericSchema>(
    step: string,
    method: string,
    path: string,
    schema: T,
    opts: Omit<CallOptions, 'ops'> = {},
  ) {
    return this.client.call(step, method, path, schema, { ...opts, ops: true });
  }

  /** Before the players: withdrawals without a turnover to wager first, and enough of them a day. */
  async prepare(): Promise<void> {
    await this.call('ops settings', 'PUT', PATHS.opsCashierSettings, CashierSettingsSchema, {
      body: { turnoverPercent: 0, withdrawDailyCount: 100 },
    });
    await this.planRain();
  }

  async run(): Promise<void> {
    while (!this.s.stop.aborted) {
      await this.decideDeposits();
      await this.decideWithdrawals();
      await this.planRain();
      await sleep(this.s.operatorEveryMs, this.s.stop);
    }
  }

  /** Manual deposits with the sender's details (or left without them a while): four approved, one rejected. */
  private async decideDeposits(): Promise<void> {
    const queue = await this.call(
      'ops deposits',
      'GET',
      `${PATHS.opsDeposits}?status=pending&pageSize=100`,
      DepositQueuePageSchema,
    );
    if (!queue.ok) return;
    for (const d of queue.value.list) {
      if (this.s.stop.aborted) return;
      if (d.provider !== null || (!d.submittedAt && Date.now() - Date.parse(d.createdAt) < 5000)) continue;
      const reject = this.deposits++ % 5 === 4;
      const decided = await this.call(
        reject ? 'ops reject deposit' : 'ops approve deposit',
        'POST',
        `${PATHS.opsDeposits}/${d.id}/${reject ? 'reject' : 'approve'}`,
        DepositOrderSchema,
        {
          // An earlier decision whose answer was lost (a fault test) closed it already.
          expect: [DEPOSIT_CODES.orderClosed],
          ...(reject ? { body: { reason: 'No matching transfer received' } } : {}),
        },
      );
      if (decided.ok)
        this.rec.ack({
          kind: reject ? 'deposit rejected' : 'deposit',
          account: d.account,
          reference: `deposit:${d.id}`,
          amountCents: d.amountCents,
          rows: reject ? 0 : 1,
        });
    }
  }

  /** Two withdrawals approved (nothing moves), one rejected (the hold comes back). */
  private async decideWithdrawals(): Promise<void> {
    const queue = await this.call(
      'ops withdrawals',
      'GET',
      `${PATHS.opsWithdrawals}?status=pending&pageSize=100`,
      WithdrawQueuePageSchema,
    );
    if (!queue.ok) return;
    for (const w of queue.value.list) {
      if (this.s.stop.aborted) return;
      const reject = this.withdrawals++ % 3 === 2;
      const decided = await this.call(
        reject ? 'ops reject withdrawal' : 'ops approve withdrawal',
        'POST',
        `${PATHS.opsWithdrawals}/${w.id}/${reject ? 'reject' : 'approve'}`,
        OpsWithdrawSchema,
        {
          expect: [WITHDRAW_CODES.orderClosed],
          ...(reject ? { body: { reason: 'Account name does not match' } } : {}),
        },
      );
      if (decided.ok)
        this.rec.ack({
          kind: reject ? 'withdrawal refund' : 'withdrawal approved',
          account: w.account,
          reference: `withdraw:refund:${w.id}`,
          amountCents: w.amountCents,
          rows: reject ? 1 : 0,
        });
    }
  }

  /**
   * Rain sessions back to back over the run (each RAIN_SESSION_MS, as a member may grab only so often in
   * one), the next scheduled RAIN_LEAD_MS before the last runs out. Sessions made by others count.
   */
  private async planRain(): Promise<void> {
    const now = Date.now();
    if (this.rainUntil - now > RAIN_LEAD_MS || this.rainUntil >= this.until) return;
    const known = await this.call('ops rain', 'GET', PATHS.opsRainSessions, RainOpsPageSchema);
    if (!known.ok) return;
    for (const r of known.value.list)
      if (r.status === 'scheduled' || r.status === 'running')
        this.rainUntil = Math.max(this.rainUntil, Date.parse(r.endsAt));
    if (this.rainUntil - now > RAIN_LEAD_MS || this.rainUntil >= this.until) return;
    const start = Math.max(now, this.rainUntil);
    const end = Math.min(start + RAIN_SESSION_MS, this.until + 30_000);
    const created = await this.call('ops rain', 'POST', PATHS.opsRainSessions, RainOpsSessionSchema, {
      // Another operator's session took the window first: read again on the next pass.
      expect: [RAIN_CODES.overlap],
      body: {
        startsAt: new Date(start).toISOString(),
        durationSeconds: Math.min(3600, Math.max(10, Math.ceil((end - start) / 1000))),
        budgetCents: 10_000_000,
        minGrabCents: 100,
        maxGrabCents: 500,
        maxGrabsPerMember: 100,
      },
    });
    if (created.ok) this.rainUntil = Date.parse(created.value.endsAt);
  }
}

/** Runs the mix against `opts.base` until `durationMs` has passed (or `signal` fires); see the file's head. */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.base);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`load: ${opts.base} is not a loopback address`);
  const started = Date.now();
  const until = started + opts.durationMs;
  const log = opts.log ?? (() => {});
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), opts.durationMs);
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  if (opts.signal?.aborted) stop.abort();
  const s: Settings = {
    base: url.origin,
    opsToken: opts.opsToken,
    thinkMs: opts.thinkMs ?? 400,
    requestTimeoutMs: opts.requestTimeoutMs ?? 15_000,
    operatorEveryMs: opts.operatorEveryMs ?? 1500,
    stop: stop.signal,
  };
  const rec = new Recorder(started, log);
  const count = opts.players ?? 8;
  const upline =
    opts.uplineMember === undefined ? { account: 'juan', password: 'Member1234' } : opts.uplineMember;
  log(
    `load: ${count} players${upline ? ` and ${upline.account}` : ''} against ${s.base} for ${Math.round(opts.durationMs / 1000)} s`,
  );
  const minutes = setInterval(() => {
    const m = rec.seal(Math.floor((Date.now() - started) / 60_000) - 1);
    if (m)
      log(
        `load: minute ${m.minute + 1}: ${m.requests} requests, ${m.errors5xx} 5xx, ${m.timeouts} timeouts, ${m.networkErrors} network errors, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms`,
      );
  }, 60_000);
  try {
    const operator = new Operator(s, rec, until);
    await operator.prepare();
    const players = Array.from({ length: count }, () => new Player(s, rec));
    if (upline) players.push(new Player(s, rec, upline));
    // Joins spread over the first seconds, as real arrivals are.
    await Promise.all([operator.run(), ...players.map((p, i) => p.run(i * 250))]);
  } finally {
    clearTimeout(timer);
    clearInterval(minutes);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  const result = rec.finish();
  log(
    `load: ${result.requests} requests in ${Math.round((Date.now() - started) / 1000)} s, ${result.errors5xx} 5xx, ${result.timeouts} timeouts, ${result.networkErrors} network errors, ${result.acks.length} money acks, ${result.failures.length} failures`,
  );
  return result;
}
