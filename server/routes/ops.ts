// Operator API (/ops), behind the bearer token. Operators act on one merchant: the Merchant header,
// defaulting to SWERTE like the platform calls.
import { Hono } from 'hono';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { LOTTERY_CODES } from '../../src/shared/errors/game.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { OPS_CODES } from '../../src/shared/errors/ops.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { DrawNowQuerySchema } from '../../src/shared/schemas/lottery.ts';
import {
  CaptchaRevealSchema,
  DrawNowResultSchema,
  LedgerReportSchema,
  OutboxMessageSchema,
  OutboxQuerySchema,
  SmsSendSchema,
  SmsSendsQuerySchema,
} from '../../src/shared/schemas/ops.ts';
import { StoredSiteConfigSchema } from '../../src/shared/schemas/ops-config.ts';
import { SiteConfigPatchSchema } from '../../src/shared/schemas/site.ts';
import type { Services } from '../context.ts';
import { fail, failWith, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { DEFAULT_MERCHANT } from '../http/platform-context.ts';
import { describeIssues, validQuery } from '../http/validate.ts';
import { toDetail } from '../lottery/draws.ts';
import { readOutbox } from '../providers/outbox.ts';
import { readSmsSends } from '../providers/sms-log.ts';
import { smsSwitchesOn } from '../site/sms-switches.ts';
import { checkLedger } from '../wallet/reconcile.ts';

export function opsRoutes({ config, db, siteConfig, captchas, lottery, now }: Services) {
  const app = new Hono();
  app.use('/ops/*', opsAuth(config.opsToken));

  app.get(
    PATHS.opsConfig,
    documented({
      summary: 'The stored site config of the merchant (Merchant header, default SWERTE)',
      auth: 'ops',
      value: StoredSiteConfigSchema,
      failures: { 404: [CODES.merchantUnknown] },
    }),
    async (c) => {
      const merchant = c.req.header(HEADERS.merchant)?.trim() || DEFAULT_MERCHANT;
      // Operators read the database, not the cache: they want what is stored now.
      siteConfig.invalidate(merchant);
      const stored = await siteConfig.stored(merchant);
      return stored ? ok(c, stored) : fail(c, 404, CODES.merchantUnknown, `Unknown merchant: ${merchant}`);
    },
  );

  app.patch(
    PATHS.opsConfig,
    documented({
      summary: 'Change the site config (switches, maintenance, region restriction, theme, links)',
      auth: 'ops',
      body: SiteConfigPatchSchema,
      value: StoredSiteConfigSchema,
      failures: {
        400: [CODES.invalidRequest],
        404: [CODES.merchantUnknown],
        409: [OPS_CODES.smsGatewayMissing],
      },
    }),
    async (c) => {
      const merchant = c.req.header(HEADERS.merchant)?.trim() || DEFAULT_MERCHANT;
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 400, CODES.invalidRequest, 'body: not JSON');
      }
      const patch = v.safeParse(SiteConfigPatchSchema, body);
      if (!patch.success) return fail(c, 400, CODES.invalidRequest, describeIssues(patch.issues));
      // A code texted through the outbox reaches nobody: such a switch waits for a gateway.
      const needsSms = smsSwitchesOn(patch.output.switches);
      if (config.smsDelivered === false && needsSms.length)
        return failWith(
          c,
          409,
          OPS_CODES.smsGatewayMissing,
          { switches: needsSms },
          `${needsSms.join(', ')} text codes, and no SMS gateway is configured (SMS_PROVIDER=outbox)`,
        );
      const next = await siteConfig.patch(merchant, patch.output);
      return next ? ok(c, next) : fail(c, 404, CODES.merchantUnknown, `Unknown merchant: ${merchant}`);
    },
  );

  app.get(
    PATHS.opsOutbox,
    documented({
      summary: 'Messages the built-in SMS and e-mail providers would have sent, newest first',
      auth: 'ops',
      value: v.array(OutboxMessageSchema),
    }),
    validQuery(OutboxQuerySchema),
    async (c) => ok(c, await readOutbox(db, c.req.valid('query'))),
  );

  app.get(
    PATHS.opsSms,
    documented({
      summary: 'Every text handed to the SMS provider, newest first: outcome, attempts, the gateway id',
      description:
        "Whether players' codes go out, whatever SMS_PROVIDER is: `refused` is final (the gateway will " +
        'not send to that number), `failed` means no answer after the retries. Never the message body.',
      auth: 'ops',
      value: v.array(SmsSendSchema),
    }),
    validQuery(SmsSendsQuerySchema),
    async (c) => ok(c, await readSmsSends(db, c.req.valid('query'))),
  );

  // Test and operator aid: the answer of a captcha, so e2e journeys (and support staff) can solve one.
  app.get(
    `${PATHS.opsCaptcha}/:captchaId`,
    documented({
      summary: "A captcha's answer (a test and support aid)",
      auth: 'ops',
      params: { captchaId: v.string() },
      value: CaptchaRevealSchema,
      failures: { 404: [CODES.notFound] },
    }),
    async (c) => {
      const shown = await captchas.reveal(c.req.param('captchaId'));
      return shown ? ok(c, shown) : fail(c, 404, CODES.notFound, 'Unknown captcha');
    },
  );

  // Operator and e2e aid: closes the current issue of a lottery and draws and settles it now,
  // with its committed seed (the result stays verifiable). Answers the drawn issue with its seed.
  app.post(
    PATHS.opsLotteryDrawNow,
    documented({
      summary: 'Close and draw the current issue of a lottery now, and settle it',
      auth: 'ops',
      value: DrawNowResultSchema,
      failures: { 404: [LOTTERY_CODES.unknown], 409: [LOTTERY_CODES.noDraw] },
    }),
    validQuery(DrawNowQuerySchema),
    async (c) => {
      const { lotteryCode } = c.req.valid('query');
      if (!(await lottery.draws.lottery(lotteryCode)))
        return fail(c, 404, LOTTERY_CODES.unknown, 'Unknown lottery');
      const done = await lottery.drawNow(lotteryCode, now());
      const found = done && (await lottery.draws.byId(done.id));
      if (!found) return fail(c, 409, LOTTERY_CODES.noDraw, 'No open issue');
      return ok(c, { draw: toDetail(found.draw, found.game), ...done.settle });
    },
  );

  // Reconciliation (server/wallet/reconcile.ts): balances against entries, every bet, win, refund
  // and order against its entry. Always 200: the report's `ok` says whether the ledger is clean.
  app.get(
    PATHS.opsLedgerCheck,
    documented({
      summary: 'Reconcile the ledger (always 200: `ok` tells whether it is clean)',
      auth: 'ops',
      value: LedgerReportSchema,
    }),
    async (c) => ok(c, await checkLedger(db)),
  );

  return app;
}
