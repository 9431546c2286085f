// A steady mixed load on a real server over HTTP (loopback only), as players and an operator make it:
// the soak test, the fault tests and the bench's long soak drive the server with it. Each virtual player
// registers (captcha read through the operator aid), sets up its payout details, then loops with a pause:
// wallet and member info, game lists, in-house slot rounds, lottery orders, deposits, withdrawals, red
// envelope rain grabs, and now and then a fresh login. The operator approves deposits and approves or
// rejects withdrawals as they come. Every answer is classified: 5xx, no answer in time (timeout),
// connection refused or reset (network), or the HTTP status; refusals the mix expects (funds, limits,
// turnover, a pending withdrawal, the rain's cap) are counted, not failures. Each money movement answered
// 200 is kept with the ledger reference it wrote (`acks`), so a test can look every one up.
import { randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { LooseEnvelopeSchema } from '../../src/shared/envelope.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { CaptchaSchema, LoginResultSchema } from '../../src/shared/schemas/auth.ts';
import { ChannelSchema, DepositCreatedSchema } from '../../src/shared/schemas/deposits.ts';
import { GameListSchema } from '../../src/shared/schemas/games.ts';
import { OrderSchema } from '../../src/shared/schemas/lottery.ts';
import { PayoutAccountSchema } from '../../src/shared/schemas/payout.ts';
import { RainGrabbedSchema } from '../../src/shared/schemas/red-rain.ts';
import { MemberInfoSchema, WalletSchema } from '../../src/shared/schemas/session.ts';
import { LaunchResultSchema, PlayResultSchema } from '../../src/shared/schemas/studio.ts';
import { WithdrawOrderSchema } from '../../src/shared/schemas/withdrawals.ts';
import { type PublicKey, PublicKeySchema, SEALED_ALGORITHM, sealBody } from '../../src/shared/sealed-body.ts';
import { REGISTRATION_DEFAULTS, randomIp } from '../server/auth-client.ts';

export interface LoadOptions {
  base: string;
  opsToken: string;
  /** New work stops after this; requests under way are answered. */
  durationMs: number;
  /** Virtual players at once (default 8). */
  players?: number;
  /** A player's pause between two steps (default 300 ms: 8 players make ~20 requests a second). */
  thinkMs?: number;
  /** An answer later than this counts as a timeout (default 15 s, the app's own). */
  requestTimeoutMs?: number;
}

export interface MinuteStats {
  minute: number;
  requests: number;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  p50Ms: number;
  p99Ms: number;
}

/** A money movement the server answered 200 for, and the one ledger entry it wrote. */
export interface MoneyAck {
  kind:
    | 'studio bet'
    | 'studio win'
    | 'lottery order'
    | 'deposit'
    | 'withdrawal hold'
    | 'withdrawal refund'
    | 'rain'
    | 'upline transfer out'
    | 'upline transfer in';
  account: string;
  /** `wallet_ledger.reference`: exactly one row has it. */
  reference: string;
  amountCents: number;
}

export interface LoadResult {
  requests: number;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  /** Answers by HTTP status ('200', '409', '503', …). */
  byStatus: Record<string, number>;
  /** Each step of the mix: answered 200, or refused or failed. */
  byStep: Record<string, { ok: number; failed: number }>;
  minutes: MinuteStats[];
  acks: MoneyAck[];
  /** The first 50 answers nobody expects (a 400, a 404, an unknown code): step, status, code. */
  failures: string[];
}

/** Refusals a busy player meets: not enough money, limits, turnover, one pending withdrawal, the rain's cap. */
const EXPECTED_REFUSALS = new Set([401, 403, 409, 422, 429]);
/** The same, answered 400: more than the balance, turnover not wagered yet. */
const EXPECTED_CODES = new Set(['withdraw.balance', 'withdraw.turnover']);
const PASSWORD = 'Swerte2025x';
const PAY_PASSWORD = '147258';

class Tally {
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
  private readonly started = Date.now();

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

  answered(step: string, status: number, ms: number, code: string | undefined): void {
    const m = this.minute();
    this.result.requests++;
    m.requests++;
    this.latencies[m.minute]?.push(ms);
    this.result.byStatus[status] = (this.result.byStatus[status] ?? 0) + 1;
    const s = this.step(step);
    if (status === 200) s.ok++;
    else s.failed++;
    if (status >= 500) {
      this.result.errors5xx++;
      m.errors5xx++;
    }
    const expected = status === 200 || EXPECTED_REFUSALS.has(status) || EXPECTED_CODES.has(code ?? '');
    if (status >= 500 ? status !== 503 : !expected) this.fail(step, status, code);
  }

  lost(step: string, kind: 'timeout' | 'network', detail: string): void {
    const m = this.minute();
    this.result.requests++;
    m.requests++;
    this.step(step).failed++;
    if (kind === 'timeout') {
      this.result.timeouts++;
      m.timeouts++;
    } else {
      this.result.networkErrors++;
      m.networkErrors++;
    }
    this.fail(step, kind, detail);
  }

  private step(name: string): { ok: number; failed: number } {
    const found = this.result.byStep[name];
    if (found) return found;
    const created = { ok: 0, failed: 0 };
    this.result.byStep[name] = created;
    return created;
  }

  fail(step: string, status: number | string, code: string | undefined): void {
    if (this.result.failures.length < 50)
      this.result.failures.push(`${step}: ${status} ${code ?? ''}`.trim());
  }

  finish(): LoadResult {
    for (const m of this.result.minutes) {
      const sorted = (this.latencies[m.minute] ?? []).sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      m.p50Ms = at(0.5);
      m.p99Ms = at(0.99);
    }
    return this.result;
  }
}

/** One call: the envelope's value when it answered 200, else undefined (counted either way). */
type Call = <T extends v.GenericSchema>(
  step: string,
  method: string,
  path: string,
  schema: T,
  opts?: { body?: unknown; token?: string; ops?: boolean; sealed?: boolean },
) => Promise<v.InferOutput<T> | undefined>;

function caller(o: Required<LoadOptions>, tally: Tally, ip: string): Call {
  let key: PublicKey | undefined;
  const call: Call = async (step, method, path, schema, opts = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': ip };
    if (opts.token) headers[HEADERS.token] = opts.token;
    if (opts.ops) headers.Authorization = `Bearer ${o.opsToken}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (opts.sealed) {
        key ??= await call('public key', 'GET', PATHS.publicKey, PublicKeySchema);
        if (!key) return undefined;
        headers.Encryption = SEALED_ALGORITHM;
        body = JSON.stringify(await sealBody(key, opts.body));
      } else body = JSON.stringify(opts.body);
    }
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(o.base + path, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(o.requestTimeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as Error).name;
      tally.lost(step, name === 'TimeoutError' ? 'timeout' : 'network', (err as Error).message);
      return undefined;
    }
    let code: string | undefined;
    let value: unknown;
    try {
      const envelope = v.parse(LooseEnvelopeSchema, JSON.parse(text));
      code = envelope.code;
      value = envelope.value;
    } catch {
      code = 'not an envelope';
    }
    tally.answered(step, res.status, performance.now() - started, code);
    if (res.status !== 200) return undefined;
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) {
      tally.fail(step, 'unparsed', v.summarize(parsed.issues).slice(0, 200));
      return undefined;
    }
    return parsed.output;
  };
  return call;
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)] as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Shared {
  rainId: number | undefined;
  depositChannel: { id: number; minCents: number } | undefined;
}

class Player {
  private token: string | undefined;
  private memberId = 0;
  private slotToken: string | undefined;
  private payoutAccountId: number | undefined;
  private rainSeq = 0;
  private readonly call: Call;
  readonly account: string;
  private readonly password: string;

  /** `seeded`: a seeded member's login instead of a new registration (juan may transfer to his agent). */
  constructor(
    private readonly o: Required<LoadOptions>,
    private readonly tally: Tally,
    private readonly shared: Shared,
    private readonly seeded?: { account: string; password: string },
  ) {
    this.call = caller(o, tally, randomIp());
    this.account = seeded?.account ?? `soak${randomBytes(4).toString('hex')}`;
    this.password = seeded?.password ?? PASSWORD;
  }

  private ack(kind: MoneyAck['kind'], reference: string, amountCents: number): void {
    this.tally.result.acks.push({ kind, account: this.account, reference, amountCents });
  }

  /** Registers (a captcha answered through the operator aid); true once the player has a session. */
  async join(): Promise<boolean> {
    if (this.seeded) {
      await this.login();
      if (!this.token) return false;
      const info = await this.call('member info', 'GET', PATHS.memberInfo, MemberInfoSchema, {
        token: this.token,
      });
      this.memberId = info?.id ?? 0;
      return true;
    }
    const captcha = await this.call('captcha', 'GET', PATHS.captcha, CaptchaSchema);
    if (!captcha) return false;
    const answer = await this.call(
      'captcha',
      'GET',
      `${PATHS.opsCaptcha}/${captcha.captchaId}`,
      v.object({ code: v.string() }),
      { ops: true },
    );
    if (!answer) return false;
    const registered = await this.call('register', 'PUT', PATHS.register, LoginResultSchema, {
      sealed: true,
      body: {
        ...REGISTRATION_DEFAULTS,
        username: this.account,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        email: `${this.account}@swerte.test`,
        captchaId: captcha.captchaId,
        captcha: answer.code,
      },
    });
    if (!registered) return false;
    this.token = registered.token;
    const info = await this.call('member info', 'GET', PATHS.memberInfo, MemberInfoSchema, {
      token: this.token,
    });
    this.memberId = info?.id ?? 0;
    return true;
  }

  private async login(): Promise<void> {
    const r = await this.call('login', 'POST', PATHS.login, LoginResultSchema, {
      sealed: true,
      body: { type: 'username', username: this.account, password: this.password },
    });
    if (r) this.token = r.token;
  }

  /** Payee name, payment password and a bank account: what a withdrawal needs (right after a login). */
  private async payoutSetup(): Promise<void> {
    const t = { token: this.token };
    await this.call('payout setup', 'POST', PATHS.payeeName, v.unknown(), {
      ...t,
      body: { payeeName: 'Juan Dela Cruz' },
    });
    await this.call('payout setup', 'POST', PATHS.paymentPassword, v.unknown(), {
      ...t,
      body: { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
    });
    const account = await this.call('payout setup', 'POST', PATHS.payoutAccounts, PayoutAccountSchema, {
      ...t,
      body: {
        kind: 'bank',
        provider: 'BDO',
        holderName: 'Juan Dela Cruz',
        accountNumber: `00${randomBytes(4).readUInt32BE()}`.slice(0, 12).padEnd(12, '7'),
      },
    });
    this.payoutAccountId = account?.id;
  }

  private async launchSlots(): Promise<void> {
    const list = await this.call(
      'game list',
      'GET',
      `${PATHS.gameList}?merchant=SWERTE&clientType=2&platform=html5&gameType=INHOUSE&gameName=Swerte%20Slots&pageNo=1&pageSize=26`,
      GameListSchema,
    );
    const game = list?.games.find((g) => g.gameId === 'swerte-slots');
    if (!game) return;
    const launched = await this.call(
      'launch',
      'GET',
      `${PATHS.launch}?nodeId=${game.nodeId}&gameId=${game.gameId}&vendor=${game.vassalage}`,
      LaunchResultSchema,
      { token: this.token },
    );
    if (launched?.kind === 'inHouse') this.slotToken = launched.token;
  }

  /** The member's session token, once joined. */
  get session(): string | undefined {
    return this.token;
  }

  async run(until: number): Promise<void> {
    if (!this.token && !(await this.join())) return;
    await this.payoutSetup();
    await this.launchSlots();
    await this.deposit();
    while (Date.now() < until) {
      await this.step();
      await sleep(this.o.thinkMs * (0.5 + Math.random()));
    }
  }

  private async step(): Promise<void> {
    // The seeded member sends ₱1 to his agent a quarter of the time.
    if (this.seeded && Math.random() < 0.25) return this.transfer();
    const t = { token: this.token };
    const r = Math.random();
    if (r < 0.15) await this.call('wallet', 'GET', PATHS.wallet, WalletSchema, t);
    else if (r < 0.22) await this.call('member info', 'GET', PATHS.memberInfo, MemberInfoSchema, t);
    else if (r < 0.37)
      await this.call(
        'game list',
        'GET',
        `${PATHS.gameList}?merchant=SWERTE&clientType=2&platform=html5&gameType=${pick(['RNG', 'LIVE', 'FISH', 'PVP'])}&pageNo=${1 + Math.floor(Math.random() * 3)}&pageSize=26`,
        GameListSchema,
      );
    else if (r < 0.62) await this.spin();
    else if (r < 0.72) await this.lottery();
    else if (r < 0.8) await this.deposit();
    else if (r < 0.87) await this.withdraw();
    else if (r < 0.97) await this.grab();
    else await this.login();
  }

  private async spin(): Promise<void> {
    if (this.slotToken === undefined) return this.launchSlots();
    const played = await this.call('studio round', 'POST', PATHS.studioPlay, PlayResultSchema, {
      token: this.token,
      body: { token: this.slotToken, betCents: 100 },
    });
    if (!played) {
      // A launch token that expired with a new login: launch again.
      this.slotToken = undefined;
      return;
    }
    const { roundId, betCents, winCents } = played.round;
    this.ack('studio bet', `seamless:SWERTE:bet:${roundId}:bet`, betCents);
    if (winCents > 0) this.ack('studio win', `seamless:SWERTE:win:${roundId}:win`, winCents);
  }

  private async lottery(): Promise<void> {
    const order = await this.call('lottery order', 'POST', PATHS.lotteryOrders, OrderSchema, {
      token: this.token,
      body: {
        lotteryCode: 'SWERTE-PK10',
        bets: [{ betType: 'champion', numbers: [1 + Math.floor(Math.random() * 10)], amountCents: 100 }],
      },
    });
    if (order) this.ack('lottery order', `lottery:order:${order.id}`, 100);
  }

  private async deposit(): Promise<void> {
    const channel = this.shared.depositChannel;
    if (!channel) return;
    const amountCents = Math.max(channel.minCents, 20_000 + Math.floor(Math.random() * 30_000));
    await this.call('deposit', 'POST', PATHS.depositOrders, DepositCreatedSchema, {
      token: this.token,
      body: { channelId: channel.id, amountCents },
    });
  }

  private async withdraw(): Promise<void> {
    if (this.payoutAccountId === undefined) return;
    const order = await this.call('withdrawal', 'POST', PATHS.withdrawOrders, WithdrawOrderSchema, {
      token: this.token,
      body: { payoutAccountId: this.payoutAccountId, amountCents: 10_000, paymentPassword: PAY_PASSWORD },
    });
    if (order) this.ack('withdrawal hold', `withdraw:hold:${order.id}`, order.amountCents);
  }

  /** ₱1 to the upline agent: one transaction that debits the member and credits the agent. */
  private async transfer(): Promise<void> {
    const requestId = randomUUID();
    const done = await this.call('upline transfer', 'POST', PATHS.uplineTransfer, v.unknown(), {
      token: this.token,
      body: { amountCents: 100, requestId },
    });
    if (done === undefined) return;
    this.ack('upline transfer out', `upline:out:${requestId}:${this.memberId}`, 100);
    this.ack('upline transfer in', `upline:in:${requestId}:${this.memberId}`, 100);
  }

  private async grab(): Promise<void> {
    if (this.shared.rainId === undefined) return;
    this.rainSeq++;
    const got = await this.call('rain grab', 'POST', PATHS.rainGrab, RainGrabbedSchema, {
      token: this.token,
      body: { sessionId: this.shared.rainId, seq: this.rainSeq },
    });
    if (got && !got.replayed)
      this.ack('rain', `rain:${this.shared.rainId}:${this.memberId}:${this.rainSeq}`, got.amountCents);
  }
}

const IdList = v.object({ list: v.array(v.object({ id: v.number(), amountCents: v.number() })) });

/** The operator: a rain over the whole run, then every pending deposit approved and withdrawals decided. */
async function operate(o: Required<LoadOptions>, tally: Tally, until: number): Promise<void> {
  const call = caller(o, tally, '127.0.0.1');
  const ops = { ops: true };
  let decided = 0;
  while (Date.now() < until) {
    const deposits = await call('ops deposits', 'GET', `${PATHS.opsDeposits}?status=pending`, IdList, ops);
    for (const d of deposits?.list ?? []) {
      const ok = await call(
        'ops approve deposit',
        'POST',
        `${PATHS.opsDeposits}/${d.id}/approve`,
        v.unknown(),
        ops,
      );
      if (ok !== undefined)
        tally.result.acks.push({
          kind: 'deposit',
          account: 'ops',
          reference: `deposit:${d.id}`,
          amountCents: d.amountCents,
        });
    }
    const withdrawals = await call(
      'ops withdrawals',
      'GET',
      `${PATHS.opsWithdrawals}?status=pending`,
      IdList,
      ops,
    );
    for (const w of withdrawals?.list ?? []) {
      // One in three is turned down: its hold comes back as a refund entry.
      if (decided++ % 3 === 2) {
        const ok = await call(
          'ops reject withdrawal',
          'POST',
          `${PATHS.opsWithdrawals}/${w.id}/reject`,
          v.unknown(),
          {
            ...ops,
            body: { reason: 'Account name does not match' },
          },
        );
        if (ok !== undefined)
          tally.result.acks.push({
            kind: 'withdrawal refund',
            account: 'ops',
            reference: `withdraw:refund:${w.id}`,
            amountCents: w.amountCents,
          });
      } else
        await call(
          'ops approve withdrawal',
          'POST',
          `${PATHS.opsWithdrawals}/${w.id}/approve`,
          v.unknown(),
          ops,
        );
    }
    await sleep(1500);
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const o: Required<LoadOptions> = { players: 8, thinkMs: 300, requestTimeoutMs: 15_000, ...options };
  const tally = new Tally();
  const until = Date.now() + o.durationMs;
  const shared: Shared = { rainId: undefined, depositChannel: undefined };
  const setup = caller(o, tally, '127.0.0.1');
  const rain = await setup('ops rain', 'POST', PATHS.opsRainSessions, v.object({ id: v.number() }), {
    ops: true,
    body: {
      startsAt: new Date().toISOString(),
      durationSeconds: Math.min(3600, Math.ceil(o.durationMs / 1000) + 60),
      budgetCents: 100_000_000,
      minGrabCents: 100,
      maxGrabCents: 500,
      maxGrabsPerMember: 100,
    },
  });
  shared.rainId = rain?.id;
  // Another rain still falling (a second load on one database) is refused: join that one.
  if (shared.rainId === undefined) {
    const current = await setup(
      'ops rain',
      'GET',
      PATHS.opsRainSessions,
      v.object({ list: v.array(v.object({ id: v.number(), status: v.string() })) }),
      { ops: true },
    );
    shared.rainId = current?.list.find((r) => r.status === 'running')?.id;
  }
  // Withdrawals without a turnover to wager first, and enough of them a day for a long soak.
  await setup('ops cashier settings', 'PUT', PATHS.opsCashierSettings, v.unknown(), {
    ops: true,
    body: { turnoverPercent: 0, withdrawDailyCount: 100 },
  });
  const players = [
    ...Array.from({ length: o.players }, () => new Player(o, tally, shared)),
    // A seeded downline member allowed to send money to his agent (toUpline).
    new Player(o, tally, shared, { account: 'juan', password: 'Member1234' }),
  ];
  // The deposit channels as a member sees them (a player's session), once the first has joined.
  const first = players[0];
  if (first && (await first.join())) {
    const channels = await caller(o, tally, randomIp())(
      'deposit channels',
      'GET',
      PATHS.depositChannels,
      v.array(ChannelSchema),
      {
        token: first.session,
      },
    );
    const bank = channels?.find((c) => c.kind === 'manual_bank');
    if (bank) shared.depositChannel = { id: bank.id, minCents: bank.minCents };
  }
  await Promise.all([...players.map((p) => p.run(until)), operate(o, tally, until)]);
  return tally.finish();
}
