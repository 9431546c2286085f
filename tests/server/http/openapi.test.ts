// GET /openapi.json: every /wps, /lgw and /ops route is described, the document is valid OpenAPI 3.1,
// and real answers (successes and failures) match the schema the document declares for their route and
// status, so the document and the server cannot drift apart.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDIO_SECRET } from '../../../server/config.ts';
import { games, lotteries } from '../../../server/db/schema.ts';
import { moduleForPath } from '../../../server/http/module-permissions.ts';
import { hmacHex } from '../../../server/vendors/signing.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { LOTTERY_MIN_STAKE_CENTS } from '../../../src/shared/constants/lottery.ts';
import { GAME_RULES } from '../../../src/shared/lottery-rules.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { CaptchaSchema, LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { DrawNowResultSchema } from '../../../src/shared/schemas/ops.ts';
import { PromotionListSchema } from '../../../src/shared/schemas/promotions.ts';
import { RebateRatesSchema } from '../../../src/shared/schemas/rebates.ts';
import {
  LaunchResultSchema,
  PlayResultSchema,
  SEAMLESS_HEADERS,
  StartResultSchema,
} from '../../../src/shared/schemas/studio.ts';
import { authClient } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, TEST_OPS_TOKEN } from '../support/harness.ts';

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: Json }>; 'x-codes'?: string[] }>;
  'x-module-id'?: string | null;
}
interface Doc {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** The app's own API endpoints, as `METHOD /path/{param}`. */
function endpointsOf(app: { routes: { method: string; path: string }[] }): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*') || !/^\/(wps|lgw|ops)\//.test(r.path)) continue;
    seen.add(`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...seen].sort();
}

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

describe.each(databases)('OpenAPI document ($kind)', ({ kind }) => {
  let h: Harness;
  let doc: Doc;
  let ajv: Ajv2020;
  /** `METHOD /template status` of every answer checked against the document. */
  const checked = new Set<string>();

  beforeAll(async () => {
    h = await createHarness(kind);
    const res = await h.app.request('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    doc = (await res.json()) as Doc;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
  }, 60_000);
  afterAll(() => h?.close());

  /** Validates an answer against the document's schema for its route and status. */
  async function matches(template: string, method: string, res: Response): Promise<Json> {
    const op = doc.paths[template]?.[method.toLowerCase()];
    if (!op) throw new Error(`${method} ${template}: not in the document`);
    const declared = op.responses[String(res.status)];
    const text = await res.text();
    if (!declared) throw new Error(`${method} ${template}: status ${res.status} not declared (${text})`);
    checked.add(`${method} ${template} ${res.status}`);
    const media = Object.keys(declared.content ?? {});
    const type = res.headers.get('content-type') ?? '';
    expect(
      media.some((m) => type.startsWith(m)),
      `${method} ${template}: ${type} not in ${media}`,
    ).toBe(true);
    if (!type.startsWith('application/json')) return {};
    const body = JSON.parse(text) as Json;
    const pointer = `openapi.json#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${res.status}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
    if (!validate(body)) {
      throw new Error(
        `${method} ${template} ${res.status}: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
      );
    }
    if (res.status >= 400)
      expect(declared['x-codes'], `${method} ${template} ${res.status}`).toContain(body.code);
    return body;
  }

  it('describes every /wps, /lgw and /ops route, and nothing else', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    const described = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(described).toEqual(endpointsOf(h.app));
  });

  it('is valid OpenAPI 3.1, relative to where it is served, and each operation says who may call it', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const at = `${method} ${path}`;
        expect(op.summary, at).toBeTruthy();
        // A browser navigation (the sign-in providers' callback) answers a redirect instead.
        expect(op.responses['200'] ?? op.responses['302'], at).toBeDefined();
        if (path.startsWith('/ops/')) expect(op.security, at).toEqual([{ ops: [] }]);
        else expect(op['x-module-id'], at).toBe(moduleForPath(path));
        if (op['x-module-id'])
          expect(
            op.parameters?.some((p) => p.in === 'header' && p.name === HEADERS.moduleId),
            at,
          ).toBe(true);
      }
    }
  });

  it('is served to anyone, during maintenance too', async () => {
    await h.services.siteConfig.patch('SWERTE', { maintenance: { enabled: true } });
    try {
      expect((await h.app.request(PATHS.location)).status).toBe(200);
      expect((await h.app.request(PATHS.hotMatches)).status).toBe(503);
      const res = await h.app.request('/openapi.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await h.services.siteConfig.patch('SWERTE', { maintenance: { enabled: false } });
    }
  });

  it('real answers match the declared schemas', async () => {
    const client = authClient(h);
    const get = (path: string, token?: string) => client.get(path, token);
    const check = async (template: string, res: Response | Promise<Response>, method = 'GET') =>
      matches(template, method, await res);

    // Public reads.
    await check(PATHS.siteConfig, get(PATHS.siteConfig));
    await check(PATHS.location, get(PATHS.location));
    await check(PATHS.announcements, get(`${PATHS.announcements}?types=B,PL,PU,H&groupName=m_home`));
    await check(PATHS.banners, get(`${PATHS.banners}?groupName=m_home`));
    await check(PATHS.hotMatches, get(PATHS.hotMatches));
    await check(PATHS.gameTypes, get(`${PATHS.gameTypes}?merchant=SWERTE`));
    await check(PATHS.hotGames, get(`${PATHS.hotGames}?merchantCode=SWERTE`));
    await check(PATHS.gameList, get(`${PATHS.gameList}?merchant=SWERTE&gameType=INHOUSE`));
    await check(PATHS.vendorConfig, get(PATHS.vendorConfig));
    await check(PATHS.helpCenter, get(`${PATHS.helpCenter}?lang=EN`));
    await check(PATHS.webClipProfile, get(PATHS.webClipProfile));
    await check(PATHS.publicKey, get(PATHS.publicKey));
    await check(PATHS.registrationSettings, get(PATHS.registrationSettings));
    const captcha = await check(PATHS.captcha, get(PATHS.captcha));
    const { captchaId } = v.parse(CaptchaSchema, captcha.value);
    await check(
      `${PATHS.opsCaptcha}/{captchaId}`,
      h.app.request(`${PATHS.opsCaptcha}/${captchaId}`, { headers: ops }),
    );
    await check(
      PATHS.affiliateCheck,
      client.json('POST', PATHS.affiliateCheck, { code: 'AGENT01', domain: 'swerte.test' }),
      'POST',
    );

    // A member session: sealed login, then the member's reads.
    const login = await check(
      PATHS.login,
      client.login({ type: 'username', username: 'demo', password: 'Demo1234' }),
      'POST',
    );
    const token = v.parse(LoginResultSchema, login.value).token;
    await check(PATHS.memberInfo, get(PATHS.memberInfo, token));
    await check(PATHS.wallet, get(PATHS.wallet, token));
    await check(PATHS.passwordStatus, get(PATHS.passwordStatus, token));
    await check(PATHS.renew, client.json('POST', PATHS.renew, {}, token), 'POST');

    // Games: star one, record it, launch it, play a round, verify after a rotation.
    const studioGame = (await h.database.db.select().from(games)).find((g) => g.gameId === 'swerte-slots');
    if (!studioGame) throw new Error('seeded studio game missing');
    const { nodeId, gameId, vassalage: vendor } = studioGame;
    await check(PATHS.favourite, client.json('POST', PATHS.favourite, { nodeId, vendor }, token), 'POST');
    await check(PATHS.favouriteIds, get(PATHS.favouriteIds, token));
    await check(PATHS.favouriteList, get(PATHS.favouriteList, token));
    await check(PATHS.recentAdd, get(`${PATHS.recentAdd}?nodeId=${nodeId}`, token));
    await check(PATHS.recentList, get(PATHS.recentList, token));
    const launch = await check(
      PATHS.launch,
      get(`${PATHS.launch}?nodeId=${nodeId}&gameId=${gameId}&vendor=${vendor}`, token),
    );
    const launched = v.parse(LaunchResultSchema, launch.value);
    if (launched.kind !== 'inHouse') throw new Error('the studio game launches in-house');
    await check(
      PATHS.studioSession,
      client.json('POST', PATHS.studioSession, { token: launched.token }, token),
      'POST',
    );
    const play = await check(
      PATHS.studioPlay,
      client.json('POST', PATHS.studioPlay, { token: launched.token, betCents: 10 }, token),
      'POST',
    );
    const { roundId } = v.parse(PlayResultSchema, play.value).round;
    await check(PATHS.studioVerify, get(`${PATHS.studioVerify}?roundId=${roundId}`, token)); // 409 seed.live
    await check(PATHS.studioRotate, client.json('POST', PATHS.studioRotate, {}, token), 'POST');
    await check(PATHS.studioVerify, get(`${PATHS.studioVerify}?roundId=${roundId}`, token));
    await check(PATHS.studioRounds, get(PATHS.studioRounds, token));
    // A live game: the bet opens a mines field, a tile is revealed, the round ends.
    const minesGame = (await h.database.db.select().from(games)).find((g) => g.gameId === 'swerte-mines');
    if (!minesGame) throw new Error('seeded mines game missing');
    const minesLaunch = v.parse(
      LaunchResultSchema,
      (
        await check(
          PATHS.launch,
          get(`${PATHS.launch}?nodeId=${minesGame.nodeId}&gameId=swerte-mines&vendor=SWERTE`, token),
        )
      ).value,
    );
    if (minesLaunch.kind !== 'inHouse') throw new Error('mines launches in-house');
    const start = await check(
      PATHS.studioStart,
      client.json(
        'POST',
        PATHS.studioStart,
        { token: minesLaunch.token, betCents: 10, mines: { mines: 24 } },
        token,
      ),
      'POST',
    );
    const field = v.parse(StartResultSchema, start.value).live;
    await check(
      PATHS.studioAct,
      client.json(
        'POST',
        PATHS.studioAct,
        { token: minesLaunch.token, roundId: field.roundId, action: { kind: 'reveal', tile: 0 } },
        token,
      ),
      'POST',
    );
    await check(PATHS.favourite, client.json('DELETE', PATHS.favourite, { nodeId, vendor }, token), 'DELETE');

    // The seamless wallet, as a vendor calls it.
    const body = JSON.stringify({ transactionId: 'openapi-1', playerToken: launched.token });
    await check(
      PATHS.seamlessBalance,
      h.app.request(PATHS.seamlessBalance, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SEAMLESS_HEADERS.vendor]: 'SWERTE',
          [SEAMLESS_HEADERS.signature]: hmacHex(DEV_STUDIO_SECRET, body),
        },
        body,
      }),
      'POST',
    );

    // The lottery: an order on the open issue, its detail, a cancel, then an operator's draw.
    await h.services.lottery.runDue(h.services.now());
    const [lottery] = await h.database.db.select().from(lotteries);
    if (!lottery) throw new Error('seeded lotteries missing');
    await check(PATHS.lotteries, get(PATHS.lotteries));
    const rule = GAME_RULES[lottery.game];
    const [betType, bet] = Object.entries(rule.betTypes)[0] ?? [];
    const numbers = Array.from({ length: bet?.picks ?? 1 }, (_, i) => rule.min + i);
    const placed = await check(
      PATHS.lotteryOrders,
      client.json(
        'POST',
        PATHS.lotteryOrders,
        { lotteryCode: lottery.code, bets: [{ betType, numbers, amountCents: LOTTERY_MIN_STAKE_CENTS }] },
        token,
      ),
      'POST',
    );
    const order = placed.value as { id: number; drawId: number; subOrders: { id: number }[] };
    await check(PATHS.lotteryOrders, get(PATHS.lotteryOrders, token));
    await check(`${PATHS.lotteryOrders}/{id}`, get(`${PATHS.lotteryOrders}/${order.id}`, token));
    await check(
      `${PATHS.lotteryOrders}/{id}/suborders/{subId}/cancel`,
      client.json(
        'POST',
        `${PATHS.lotteryOrders}/${order.id}/suborders/${order.subOrders[0]?.id}/cancel`,
        {},
        token,
      ),
      'POST',
    );
    const drawn = await check(
      PATHS.opsLotteryDrawNow,
      h.app.request(`${PATHS.opsLotteryDrawNow}?lotteryCode=${lottery.code}`, {
        method: 'POST',
        headers: ops,
      }),
      'POST',
    );
    v.parse(DrawNowResultSchema, drawn.value);
    await check(`${PATHS.lotteryDraws}/{id}`, get(`${PATHS.lotteryDraws}/${order.drawId}`));
    await check(PATHS.lotteryResults, get(`${PATHS.lotteryResults}?lotteryCode=${lottery.code}`));

    // Operators.
    await check(PATHS.opsConfig, h.app.request(PATHS.opsConfig, { headers: ops }));
    await check(
      PATHS.opsConfig,
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteName: 'Swerte' }),
      }),
      'PATCH',
    );
    await check(PATHS.opsOutbox, h.app.request(PATHS.opsOutbox, { headers: ops }));
    await check(PATHS.opsSms, h.app.request(`${PATHS.opsSms}?status=sent`, { headers: ops }));
    // Rebates: the operator's rates; the member's accrual (MANPLAYREB3, off in the seed) and report.
    const rebateRates = await check(
      PATHS.opsRebateRates,
      h.app.request(PATHS.opsRebateRates, { headers: ops }),
    );
    await check(
      PATHS.opsRebateRates,
      h.app.request(PATHS.opsRebateRates, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rates: v
            .parse(RebateRatesSchema, rebateRates.value)
            .rates.map(({ category, rateBp, capCents }) => ({
              category,
              rateBp,
              capCents,
            })),
        }),
      }),
      'PUT',
    );
    await h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: { ...ops, 'Content-Type': 'application/json' },
      body: JSON.stringify({ switches: { MANPLAYREB3: true } }),
    });
    await check(PATHS.rebateAccrual, get(PATHS.rebateAccrual, token));
    await check(PATHS.rebateClaims, get(PATHS.rebateClaims, token));
    const serviceLinks = await check(
      PATHS.opsServiceLinks,
      h.app.request(PATHS.opsServiceLinks, { headers: ops }),
    );
    await check(
      PATHS.opsServiceLinks,
      h.app.request(PATHS.opsServiceLinks, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify(serviceLinks.value),
      }),
      'PUT',
    );
    await check(PATHS.opsLedgerCheck, h.app.request(PATHS.opsLedgerCheck, { headers: ops }));
    await check(PATHS.opsVendors, h.app.request(PATHS.opsVendors, { headers: ops }));
    const match = await check(
      PATHS.opsHotMatches,
      h.app.request(PATHS.opsHotMatches, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          league: 'NBA',
          matchTime: new Date(Date.now() + 3_600_000).toISOString(),
          homeTeam: 'Boston Celtics',
          awayTeam: 'Miami Heat',
          vendor: 'SABA',
          roomId: 'SABA-OPENAPI',
        }),
      }),
      'POST',
    );
    await check(PATHS.opsHotMatches, h.app.request(PATHS.opsHotMatches, { headers: ops }));
    // The home's content with its periods: a notice and a banner scheduled, then ended.
    const opsJson = { ...ops, 'Content-Type': 'application/json' };
    const when = (ms: number) => new Date(Date.now() + ms).toISOString();
    const notice = await check(
      PATHS.opsAnnouncements,
      h.app.request(PATHS.opsAnnouncements, {
        method: 'POST',
        headers: opsJson,
        body: JSON.stringify({
          type: 'PL',
          titleTy: 'Paalala',
          titleEn: 'Notice',
          contentTy: '<p>Paalala</p>',
          contentEn: '<p>Notice</p>',
          startsAt: when(-60_000),
        }),
      }),
      'POST',
    );
    await check(PATHS.opsAnnouncements, h.app.request(PATHS.opsAnnouncements, { headers: ops }));
    await check(
      `${PATHS.opsAnnouncements}/{id}`,
      h.app.request(`${PATHS.opsAnnouncements}/${(notice.value as { id: number }).id}`, {
        method: 'PATCH',
        headers: opsJson,
        body: JSON.stringify({ endsAt: when(0) }),
      }),
      'PATCH',
    );
    const banner = await check(
      PATHS.opsBanners,
      h.app.request(PATHS.opsBanners, {
        method: 'POST',
        headers: opsJson,
        body: JSON.stringify({ imageUrl: '/banners/x.svg', titleTy: 'x', titleEn: 'x', startsAt: when(0) }),
      }),
      'POST',
    );
    await check(PATHS.opsBanners, h.app.request(PATHS.opsBanners, { headers: ops }));
    await check(
      `${PATHS.opsBanners}/{id}`,
      h.app.request(`${PATHS.opsBanners}/${(banner.value as { id: number }).id}`, {
        method: 'PATCH',
        headers: opsJson,
        body: JSON.stringify({ endsAt: when(1000) }),
      }),
      'PATCH',
    );
    await check(
      `${PATHS.opsHotMatches}/{id}`,
      h.app.request(`${PATHS.opsHotMatches}/${(match.value as { id: number }).id}`, {
        method: 'DELETE',
        headers: ops,
      }),
      'DELETE',
    );
    await check(
      `${PATHS.opsVendors}/{code}`,
      h.app.request(`${PATHS.opsVendors}/PG`, {
        method: 'PATCH',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled: true }),
      }),
      'PATCH',
    );

    // Deposits: a manual transfer the operator approves.
    const channels = await check(PATHS.depositChannels, get(PATHS.depositChannels, token));
    const manual = (channels.value as { id: number; kind: string; minCents: number }[]).find(
      (ch) => ch.kind === 'manual_bank',
    );
    if (!manual) throw new Error('seeded manual channel missing');
    const deposit = await check(
      PATHS.depositOrders,
      client.json('POST', PATHS.depositOrders, { channelId: manual.id, amountCents: manual.minCents }, token),
      'POST',
    );
    const depositId = (deposit.value as { order: { id: number } }).order.id;
    await check(
      `${PATHS.depositOrders}/{id}/submit`,
      client.json(
        'POST',
        `${PATHS.depositOrders}/${depositId}/submit`,
        { senderName: 'Juan', senderReference: 'BDO-1' },
        token,
      ),
      'POST',
    );
    await check(PATHS.depositOrders, get(PATHS.depositOrders, token));
    await check(`${PATHS.depositOrders}/{id}`, get(`${PATHS.depositOrders}/${depositId}`, token));
    // A receipt image (a PNG's signature is enough for the check by bytes); the operator downloads it.
    const receipt = new FormData();
    receipt.append(
      'receipt',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]),
    );
    await check(
      `${PATHS.depositOrders}/{id}/receipt`,
      h.app.request(`${PATHS.depositOrders}/${depositId}/receipt`, {
        method: 'POST',
        headers: { [HEADERS.token]: token },
        body: receipt,
      }),
      'POST',
    );
    await check(
      `${PATHS.opsDeposits}/{id}/receipt`,
      h.app.request(`${PATHS.opsDeposits}/${depositId}/receipt`, { headers: ops }),
    );
    await check(PATHS.opsPaymentChannels, h.app.request(PATHS.opsPaymentChannels, { headers: ops }));
    await check(PATHS.opsDeposits, h.app.request(PATHS.opsDeposits, { headers: ops }));
    await check(
      `${PATHS.opsDeposits}/{id}/approve`,
      h.app.request(`${PATHS.opsDeposits}/${depositId}/approve`, { method: 'POST', headers: ops }),
      'POST',
    );
    await check(
      `${PATHS.paymentWebhook}/sandbox`,
      h.app.request(`${PATHS.paymentWebhook}/sandbox`, { method: 'POST', body: '{}' }),
      'POST',
    );

    // Records: the ledger (the deposit above), game records, profit and loss.
    await check(PATHS.recordsLedger, get(PATHS.recordsLedger, token));
    await check(PATHS.recordsGames, get(`${PATHS.recordsGames}?category=lottery`, token));
    await check(PATHS.recordsPnl, get(PATHS.recordsPnl, token));
    await check(PATHS.recordsLedger, get(`${PATHS.recordsLedger}?pageSize=0`, token));

    // Upline transfer (juan has toUpline under the seeded agent); an operator's adjustment and the audit.
    const juan = await client.passwordLogin('juan', 'Member1234');
    await check(PATHS.uplineTransfer, get(PATHS.uplineTransfer, juan));
    await check(
      PATHS.uplineTransfer,
      client.json('POST', PATHS.uplineTransfer, { amountCents: 100, requestId: crypto.randomUUID() }, juan),
      'POST',
    );
    await check(PATHS.uplineTransfer, get(PATHS.uplineTransfer, token));
    await check(
      PATHS.opsAdjustments,
      h.app.request(PATHS.opsAdjustments, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          account: 'juan',
          direction: 'credit',
          amountCents: 500,
          note: 'openapi check',
          requestId: crypto.randomUUID(),
        }),
      }),
      'POST',
    );
    await check(PATHS.opsAudit, h.app.request(`${PATHS.opsAudit}?action=adjust.credit`, { headers: ops }));

    // Withdrawals (juan: a password login, so recently authenticated): payout details, an order the
    // operator approves, the cashier settings.
    const post = (path: string, body: unknown, method = 'POST') =>
      check(path, client.json(method, path, body, juan), method);
    await check(PATHS.payoutProfile, get(PATHS.payoutProfile, juan));
    await post(PATHS.payeeName, { payeeName: 'Juan Dela Cruz' });
    const payout = await post(PATHS.payoutAccounts, {
      kind: 'ewallet',
      provider: 'GCash',
      holderName: 'Juan Dela Cruz',
      accountNumber: '09171230000',
    });
    const payoutId = (payout.value as { id: number }).id;
    await check(PATHS.payoutAccounts, get(PATHS.payoutAccounts, juan));
    await post(PATHS.passwordConfirm, { password: 'Member1234' });
    await post(PATHS.paymentPassword, { password: '123456', confirmPassword: '123456' });
    await post(
      PATHS.paymentPassword,
      { oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' },
      'PUT',
    );
    await post(PATHS.paymentPasswordSms, {});
    await post(PATHS.paymentPasswordReset, {
      verificationCode: '000000',
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    await check(PATHS.withdrawOverview, get(PATHS.withdrawOverview, juan));
    const asked = await post(PATHS.withdrawOrders, {
      payoutAccountId: payoutId,
      amountCents: 10_000,
      paymentPassword: '654321',
    });
    const withdrawalId = (asked.value as { id: number }).id;
    await check(PATHS.withdrawOrders, get(PATHS.withdrawOrders, juan));
    await check(`${PATHS.withdrawOrders}/{id}`, get(`${PATHS.withdrawOrders}/${withdrawalId}`, juan));
    await check(PATHS.opsWithdrawals, h.app.request(PATHS.opsWithdrawals, { headers: ops }));
    await check(
      `${PATHS.opsWithdrawals}/{id}/approve`,
      h.app.request(`${PATHS.opsWithdrawals}/${withdrawalId}/approve`, { method: 'POST', headers: ops }),
      'POST',
    );
    await check(PATHS.opsCashierSettings, h.app.request(PATHS.opsCashierSettings, { headers: ops }));
    await check(
      PATHS.opsCashierSettings,
      h.app.request(PATHS.opsCashierSettings, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ withdrawDailyCount: 3 }),
      }),
      'PUT',
    );
    await check(
      `${PATHS.payoutAccounts}/{id}`,
      client.json('DELETE', `${PATHS.payoutAccounts}/${payoutId}`, undefined, juan),
      'DELETE',
    );

    // Notices: the list (a visitor, then juan marks one read), the agents' announcements, the agreement.
    await check(PATHS.notices, get(`${PATHS.notices}?groupName=m_home`));
    await check(PATHS.noticeRead, client.json('POST', PATHS.noticeRead, { ids: [1] }, juan), 'POST');
    const agentToken = await client.passwordLogin('agent', 'Agent1234');
    await check(PATHS.agentNotices, get(PATHS.agentNotices, agentToken));
    await check(PATHS.agentNoticeUnread, get(PATHS.agentNoticeUnread, agentToken));
    await check(PATHS.agentKpi, get(`${PATHS.agentKpi}?size=0`, agentToken));
    await check(PATHS.agentTeamMembers, get(PATHS.agentTeamMembers, agentToken));
    await check(PATHS.agentTeamPnl, get(`${PATHS.agentTeamPnl}?by=member`, agentToken));
    await check(PATHS.agentTeamBets, get(PATHS.agentTeamBets, agentToken));
    await check(
      PATHS.opsUserAgreement,
      h.app.request(PATHS.opsUserAgreement, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ language: 'EN', content: '<p>Terms</p>' }),
      }),
      'PUT',
    );
    await check(PATHS.userAgreement, get(`${PATHS.userAgreement}?language=EN`));

    // Inbox: an operator's message to juan, the count, the list, opening, mark all, deleting.
    const message = await check(
      PATHS.opsInbox,
      h.app.request(PATHS.opsInbox, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ audience: 'member', account: 'juan', title: 'Hi', bodyHtml: '<p>Hello</p>' }),
      }),
      'POST',
    );
    const messageId = (message.value as { id: number }).id;
    await check(PATHS.inboxCount, get(PATHS.inboxCount, juan));
    // The security centre's contact bindings and sessions (issue 13).
    await check(PATHS.contacts, get(PATHS.contacts, juan));
    await check(PATHS.securitySessions, get(PATHS.securitySessions, juan));
    await check(PATHS.inboxMessages, get(PATHS.inboxMessages, juan));
    await check(`${PATHS.inboxMessages}/{id}`, get(`${PATHS.inboxMessages}/${messageId}`, juan));
    await check(PATHS.inboxReadAll, client.json('POST', PATHS.inboxReadAll, undefined, juan), 'POST');
    await check(
      `${PATHS.inboxMessages}/{id}`,
      client.json('DELETE', `${PATHS.inboxMessages}/${messageId}`, undefined, juan),
      'DELETE',
    );

    // Feedback: juan sends one with an image (a PNG of its signature and IEND), the operator replies.
    await check(PATHS.feedbackTypes, get(PATHS.feedbackTypes, juan));
    const feedbackForm = new FormData();
    feedbackForm.append('type', 'suggestion');
    feedbackForm.append('text', 'More lottery games, please.');
    feedbackForm.append(
      'image',
      new Blob([
        new Uint8Array([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 73, 69, 78, 68, 0, 0, 0, 0,
        ]),
      ]),
    );
    const sentFeedback = await check(
      PATHS.feedback,
      h.app.request(PATHS.feedback, {
        method: 'PUT',
        headers: { [HEADERS.token]: juan },
        body: feedbackForm,
      }),
      'PUT',
    );
    const feedbackId = (sentFeedback.value as { id: number }).id;
    await check(PATHS.feedback, get(PATHS.feedback, juan));
    await check(`${PATHS.feedback}/{id}`, get(`${PATHS.feedback}/${feedbackId}`, juan));
    await check(`${PATHS.feedback}/{id}/images/{n}`, get(`${PATHS.feedback}/${feedbackId}/images/0`, juan));
    await check(PATHS.opsFeedback, h.app.request(PATHS.opsFeedback, { headers: ops }));
    await check(
      `${PATHS.opsFeedback}/{id}`,
      h.app.request(`${PATHS.opsFeedback}/${feedbackId}`, { headers: ops }),
    );
    await check(
      `${PATHS.opsFeedback}/{id}/images/{n}`,
      h.app.request(`${PATHS.opsFeedback}/${feedbackId}/images/0`, { headers: ops }),
    );
    await check(
      `${PATHS.opsFeedback}/{id}/reply`,
      h.app.request(`${PATHS.opsFeedback}/${feedbackId}/reply`, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Thank you!' }),
      }),
      'POST',
    );

    // The security centre's hub and profile (issue 13): juan confirmed his password above (recent).
    await check(PATHS.securityProfile, get(PATHS.securityProfile, juan));
    // Google and Facebook sign-in (issue 34): the member's links (no provider configured here).
    await check(PATHS.securitySocial, get(PATHS.securitySocial, juan));
    await check(PATHS.nickname, client.json('PUT', PATHS.nickname, { nickname: 'Lucky Juan' }, juan), 'PUT');
    const avatarForm = new FormData();
    avatarForm.append(
      'image',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
            .png()
            .toBuffer(),
        ),
      ]),
    );
    await check(
      PATHS.avatar,
      h.app.request(PATHS.avatar, { method: 'PUT', headers: { [HEADERS.token]: juan }, body: avatarForm }),
      'PUT',
    );
    await check(PATHS.avatar, get(PATHS.avatar, juan));
    await check(PATHS.avatar, client.json('DELETE', PATHS.avatar, undefined, juan), 'DELETE');
    await check(
      PATHS.securityQuestions,
      client.json(
        'PUT',
        PATHS.securityQuestions,
        {
          answers: [
            { question: 'first-pet', answer: 'Bantay' },
            { question: 'birth-city', answer: 'Manila' },
          ],
        },
        juan,
      ),
      'PUT',
    );
    await check(PATHS.securityQuestions, get(PATHS.securityQuestions, juan));

    // Deposit and loss limits, the reality check (issue 13).
    await check(
      PATHS.protectionLimits,
      client.json('PUT', PATHS.protectionLimits, { kind: 'loss', period: 'week', limitCents: 500_000 }, juan),
      'PUT',
    );
    await check(PATHS.protectionLimits, get(PATHS.protectionLimits, juan));
    await check(
      PATHS.realityCheck,
      client.json('PUT', PATHS.realityCheck, { intervalMinutes: 30 }, juan),
      'PUT',
    );
    await check(PATHS.realityCheck, get(PATHS.realityCheck, juan));
    await check(
      PATHS.opsProtectionLimits,
      h.app.request(`${PATHS.opsProtectionLimits}?member=juan`, { headers: ops }),
    );

    // Time-out, self-exclusion and age (issue 13); juan takes no time-out here (it would sign him out).
    await check(PATHS.exclusion, get(PATHS.exclusion, juan));
    await check(
      PATHS.exclusion,
      client.json('POST', PATHS.exclusion, { kind: 'timeout', period: '24h', password: 'Wrong12345' }, juan),
      'POST',
    );
    await check(
      PATHS.birthDate,
      client.json('POST', PATHS.birthDate, { birthDate: '1990-05-05' }, juan),
      'POST',
    );
    await check(PATHS.birthDate, get(PATHS.birthDate, juan));
    await check(PATHS.opsExclusions, h.app.request(`${PATHS.opsExclusions}?account=juan`, { headers: ops }));
    await check(PATHS.opsProtectionSettings, h.app.request(PATHS.opsProtectionSettings, { headers: ops }));
    await check(
      PATHS.opsProtectionSettings,
      h.app.request(PATHS.opsProtectionSettings, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ minimumAge: 21 }),
      }),
      'PUT',
    );

    // Red envelope rain (issue 14): a session starting now, juan's state and a grab, the operators' list.
    const rain = await check(
      PATHS.opsRainSessions,
      h.app.request(PATHS.opsRainSessions, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          startsAt: new Date(h.services.now()).toISOString(),
          durationSeconds: 60,
          budgetCents: 10_000,
          minGrabCents: 100,
          maxGrabCents: 200,
          maxGrabsPerMember: 2,
        }),
      }),
      'POST',
    );
    const rainId = v.parse(v.object({ id: v.number() }), rain.value).id;
    await check(PATHS.rainSession, get(PATHS.rainSession, juan));
    await check(
      PATHS.rainGrab,
      client.json('POST', PATHS.rainGrab, { sessionId: rainId, seq: 1 }, juan),
      'POST',
    );
    await check(PATHS.opsRainSessions, h.app.request(PATHS.opsRainSessions, { headers: ops }));
    await check(
      `${PATHS.opsRainSessions}/{id}/cancel`,
      h.app.request(`${PATHS.opsRainSessions}/${rainId}/cancel`, { method: 'POST', headers: ops }),
      'POST',
    );
    // A recurring rain: made (its next session planned), listed, paused, resumed, ended.
    const rainSchedule = await check(
      PATHS.opsRainSchedules,
      h.app.request(PATHS.opsRainSchedules, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          time: '20:00',
          weekdays: [1, 3, 5],
          durationSeconds: 60,
          budgetCents: 10_000,
          minGrabCents: 100,
          maxGrabCents: 200,
          maxGrabsPerMember: 2,
        }),
      }),
      'POST',
    );
    const scheduleId = v.parse(v.object({ id: v.number() }), rainSchedule.value).id;
    await check(PATHS.opsRainSchedules, h.app.request(PATHS.opsRainSchedules, { headers: ops }));
    for (const action of ['pause', 'resume', 'end'])
      await check(
        `${PATHS.opsRainSchedules}/{id}/${action}`,
        h.app.request(`${PATHS.opsRainSchedules}/${scheduleId}/${action}`, { method: 'POST', headers: ops }),
        'POST',
      );

    // Invite friends (issue 14): the operators' programme, juan's code and totals, his friends.
    await check(
      PATHS.opsReferralProgramme,
      h.app.request(PATHS.opsReferralProgramme, {
        method: 'PUT',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          depositRewardCents: 500,
          depositMinCents: 10_000,
          turnoverRewardCents: 0,
          turnoverMinCents: 0,
          budgetCents: 100_000,
        }),
      }),
      'PUT',
    );
    await check(PATHS.opsReferralProgramme, h.app.request(PATHS.opsReferralProgramme, { headers: ops }));
    await check(PATHS.referral, get(PATHS.referral, juan));
    await check(PATHS.referralFriends, get(PATHS.referralFriends, juan));
    // Missions: the seeded mission, its ranking, and the operator's list.
    const missions = (await (await get(PATHS.missions, juan)).clone().json()) as {
      value: { list: { id: number }[] };
    };
    await check(PATHS.missions, get(PATHS.missions, juan));
    const missionId = missions.value.list[0]?.id ?? 0;
    await check(`${PATHS.missions}/{id}/board`, get(`${PATHS.missions}/${missionId}/board`, juan));
    await check(PATHS.opsMissions, h.app.request(PATHS.opsMissions, { headers: ops }));
    await check(PATHS.leaderboard, get(PATHS.leaderboard, juan));
    await check(PATHS.leaderboardWinners, get(PATHS.leaderboardWinners, juan));
    await check(PATHS.opsLeaderboard, h.app.request(PATHS.opsLeaderboard, { headers: ops }));
    await check(PATHS.opsCampaignLiabilities, h.app.request(PATHS.opsCampaignLiabilities, { headers: ops }));
    await check(PATHS.vip, get(PATHS.vip, juan));
    await check(PATHS.opsVipProgramme, h.app.request(PATHS.opsVipProgramme, { headers: ops }));

    // Promotions and the reward centre (issue 14): juan joins the seeded welcome bonus and applies to the
    // seeded cashback with a screenshot; the operator reads the queue, the image and the liabilities.
    const promos = v.parse(
      PromotionListSchema,
      (await check(PATHS.promotions, get(PATHS.promotions, juan))).value,
    );
    const welcome = promos.list.find((p) => p.kind === 'signup');
    const cashback = promos.list.find((p) => p.kind === 'manual');
    if (!welcome || !cashback) throw new Error('seeded promotions missing');
    await check(`${PATHS.promotions}/{id}`, get(`${PATHS.promotions}/${welcome.id}`, juan));
    await check(
      `${PATHS.promotions}/{id}/join`,
      client.json('POST', `${PATHS.promotions}/${welcome.id}/join`, {}, juan),
      'POST',
    );
    const application = new FormData();
    application.append('comment', 'Won 150x on Swerte Slots');
    application.append(
      'image',
      new Blob([
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      ]),
      'win.png',
    );
    await check(
      `${PATHS.promotions}/{id}/apply`,
      h.app.request(`${PATHS.promotions}/${cashback.id}/apply`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': client.ip, [HEADERS.token]: juan },
        body: application,
      }),
      'POST',
    );
    await check(PATHS.rewardCount, get(PATHS.rewardCount, juan));
    await check(PATHS.rewards, get(PATHS.rewards, juan));
    await check(PATHS.opsPromotions, h.app.request(PATHS.opsPromotions, { headers: ops }));
    await check(
      `${PATHS.opsPromotions}/{id}`,
      h.app.request(`${PATHS.opsPromotions}/${welcome.id}`, { headers: ops }),
    );
    const queue = await check(
      PATHS.opsPromotionApplications,
      h.app.request(PATHS.opsPromotionApplications, { headers: ops }),
    );
    const applied = (queue.value as { list: { id: number }[] }).list[0];
    await check(
      `${PATHS.opsPromotionApplications}/{id}/images/{n}`,
      h.app.request(`${PATHS.opsPromotionApplications}/${applied?.id}/images/0`, { headers: ops }),
    );
    await check(
      PATHS.opsPromotionLiabilities,
      h.app.request(PATHS.opsPromotionLiabilities, { headers: ops }),
    );

    // Agent rebates (issue 15) as the seeded agent; the operator's view of its rates.
    await check(PATHS.agentRebates, get(PATHS.agentRebates, agentToken));
    await check(PATHS.agentRebateIncome, get(PATHS.agentRebateIncome, agentToken));
    const agentInfo = await check(PATHS.memberInfo, get(PATHS.memberInfo, agentToken));
    const agentId = v.parse(v.object({ id: v.number() }), agentInfo.value).id;
    await check(
      `${PATHS.opsAgentRebates}/{memberId}`,
      h.app.request(`${PATHS.opsAgentRebates}/${agentId}`, { headers: ops }),
    );

    // Agent contracts (issue 15) as the seeded agent: each kind's page and settlements, the home checks.
    for (const path of [
      PATHS.salaryContracts,
      PATHS.salarySettlements,
      PATHS.hourlyContracts,
      PATHS.hourlySettlements,
      PATHS.dividendContracts,
      PATHS.dividendSettlements,
      PATHS.contractRequests,
      PATHS.salaryFigures,
      PATHS.hourlyFigures,
      PATHS.dividendFigures,
      PATHS.dividendInfo,
    ])
      await check(path, get(path, agentToken));

    // Failures: the envelope, and a code the document lists for the status.
    await check(PATHS.memberInfo, get(PATHS.memberInfo));
    await check(PATHS.gameList, get(`${PATHS.gameList}?merchant=SWERTE&gameType=NOPE`));
    await check(PATHS.opsOutbox, h.app.request(PATHS.opsOutbox));
    await check(`${PATHS.lotteryDraws}/{id}`, get(`${PATHS.lotteryDraws}/999999999`));
    await check(PATHS.login, client.login({ type: 'username', username: 'demo', password: 'wrong' }), 'POST');
    await check(
      PATHS.hotMatches,
      h.app.request(PATHS.hotMatches, { headers: { [HEADERS.moduleId]: 'REG3' } }),
    );

    // Last: trial, sign-out.
    await check(PATHS.freeplay, client.json('POST', PATHS.freeplay, {}), 'POST');
    await check(PATHS.session, client.json('DELETE', PATHS.session, {}, token), 'DELETE');

    // Every GET of the document was answered and checked.
    const gets = Object.entries(doc.paths)
      .filter(([, item]) => item.get && !item.get.responses['302'])
      .map(([path]) => `GET ${path} 200`);
    expect(gets.filter((g) => !checked.has(g))).toEqual([]);
    expect(checked.size).toBeGreaterThan(50);
  }, 60_000);
});
