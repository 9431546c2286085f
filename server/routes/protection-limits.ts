// Deposit and loss limits, the reality check (issue 13, player protection): a real member's own settings
// and what their periods and play session used; operators read a member's (never change them). The
// enforcement lives where the money moves: server/payments/deposits.ts and server/protection/bet-guard.ts.

import { type Context, Hono } from 'hono';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  LimitsSchema,
  OpsLimitsQuerySchema,
  OpsLimitsSchema,
  RealityCheckSchema,
  SetLimitSchema,
  SetRealityCheckSchema,
} from '../../src/shared/schemas/protection.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { limitStates, memberByAccount, setLimit } from '../protection/limits.ts';
import { realityCheck, realityInterval, setRealityInterval } from '../protection/reality.ts';

export function protectionLimitRoutes(services: Services) {
  const { db, now } = services;
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;
  const memberId = (c: Context<AppEnv>) => c.get('session').memberId;

  app.get(
    PATHS.protectionLimits,
    documented({
      summary: "The member's deposit and loss limits: in force, a pending raise or removal, the period's use",
      description:
        'Periods are Manila calendar periods (a week starts on Monday). Deposits count orders created in the period that are pending, approved or credited; the loss is bets − wins − refunds of the period.',
      auth: 'session',
      value: LimitsSchema,
    }),
    ...session,
    async (c) => ok(c, { limits: await limitStates(db, memberId(c), now()) }),
  );

  app.put(
    PATHS.protectionLimits,
    documented({
      summary: 'Set, lower, raise or remove (limitCents null) one limit; answers every limit',
      description:
        'Lowering, or setting one where none was, applies at once; raising or removing applies after a 24-hour cooling-off (shown as pending with when it applies). Deposit limits refuse new orders with 409 `limit.deposit.exceeded`, loss limits refuse stakes with 409 `limit.loss.exceeded`.',
      auth: 'session',
      value: LimitsSchema,
    }),
    ...session,
    validJson(SetLimitSchema),
    async (c) => {
      const body = c.req.valid('json');
      await setLimit(db, memberId(c), body.kind, body.period, body.limitCents, now());
      return ok(c, { limits: await limitStates(db, memberId(c), now()) });
    },
  );

  app.get(
    PATHS.realityCheck,
    documented({
      summary: "The reality check: the member's interval and the current play session from the ledger",
      description:
        'A play session is the run of bets, wins and refunds of this login with no pause longer than 30 minutes. `netCents` = wins + refunds − bets (negative: a loss); `playingSince` null: not playing now.',
      auth: 'session',
      value: RealityCheckSchema,
    }),
    ...session,
    async (c) => ok(c, await realityCheck(db, memberId(c), c.get('session').id, now())),
  );

  app.put(
    PATHS.realityCheck,
    documented({
      summary: 'Choose the reality-check interval (0 = off, 15, 30 or 60 minutes); answers the reality check',
      auth: 'session',
      value: RealityCheckSchema,
    }),
    ...session,
    validJson(SetRealityCheckSchema),
    async (c) => {
      await setRealityInterval(db, memberId(c), c.req.valid('json').intervalMinutes, now());
      return ok(c, await realityCheck(db, memberId(c), c.get('session').id, now()));
    },
  );

  // Operators: read only (changing a member's limits is the member's own act), so nothing to audit.
  app.use(PATHS.opsProtectionLimits, opsAuth(services.config.opsToken));
  app.get(
    PATHS.opsProtectionLimits,
    documented({
      summary: "A member's deposit and loss limits, pending raises and reality-check interval (read only)",
      auth: 'ops',
      value: OpsLimitsSchema,
      failures: { 404: [LIMIT_CODES.memberUnknown] },
    }),
    validQuery(OpsLimitsQuerySchema),
    async (c) => {
      const member = await memberByAccount(db, merchantOf(c), c.req.valid('query').member);
      if (!member) return fail(c, 404, LIMIT_CODES.memberUnknown, 'No such member');
      return ok(c, {
        account: member.account,
        limits: await limitStates(db, member.id, now()),
        realityCheckMinutes: await realityInterval(db, member.id),
      });
    },
  );

  return app;
}
