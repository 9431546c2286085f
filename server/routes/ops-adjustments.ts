// Operators' adjustments of members' wallets and the audit trail (/ops/payments, behind the ops token).
import { Hono } from 'hono';
import { TRANSFER_CODES } from '../../src/shared/errors/cashier.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AdjustmentResultSchema,
  AdjustmentSchema,
  AuditPageSchema,
  AuditQuerySchema,
} from '../../src/shared/schemas/transfer.ts';
import type { Services } from '../context.ts';
import { auditPage } from '../core/audit.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { adjust } from '../payments/adjustments.ts';

export function opsAdjustmentRoutes({ config, db }: Services) {
  const app = new Hono();
  const auth = opsAuth(config.opsToken);
  app.use(PATHS.opsAdjustments, auth);
  app.use(PATHS.opsAudit, auth);

  app.post(
    PATHS.opsAdjustments,
    documented({
      summary:
        "Credit or debit a member's wallet with a mandatory note: one ledger entry and its audit row; a repeated `requestId` moves once; a debit never overdraws",
      auth: 'ops',
      value: AdjustmentResultSchema,
      failures: {
        404: [TRANSFER_CODES.memberUnknown],
        409: [TRANSFER_CODES.memberTrial, TRANSFER_CODES.adjustInsufficient, TRANSFER_CODES.requestReused],
      },
    }),
    validJson(AdjustmentSchema),
    async (c) => answer(c, await adjust(db, merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.get(
    PATHS.opsAudit,
    documented({
      summary: 'The operators’ audit trail, newest first: filter by `target` (`member:12`) or `action`',
      auth: 'ops',
      value: AuditPageSchema,
    }),
    validQuery(AuditQuerySchema),
    async (c) => ok(c, await auditPage(db, c.req.valid('query'))),
  );

  return app;
}
