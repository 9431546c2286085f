// Transfer to the upline agent (module FUNDTRANS3: a session of a real member; trials get free_reject from
// the module gate). Gated by AGETRANSFERUP3, the member's toUpline flag and type ≠ 2 (SPEC.md section 6).
// A recent login is not asked for: the money stays inside the platform, with the member's own agent.
import { type Context, Hono } from 'hono';
import { TRANSFER_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  UplineTransferInfoSchema,
  UplineTransferResultSchema,
  UplineTransferSchema,
} from '../../src/shared/schemas/transfer.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validJson } from '../http/validate.ts';
import type { UplineTransfers } from '../payments/upline-transfer.ts';

const gateFailures = {
  403: [CODES.featureDisabled, TRANSFER_CODES.notAllowed],
  409: [TRANSFER_CODES.noUpline],
};

export function uplineTransferRoutes(services: Services, transfers: UplineTransfers) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });

  app.get(
    PATHS.uplineTransfer,
    documented({
      summary: "The transfer screen: the upline agent's (masked) account, the member's balance, the limits",
      auth: 'session',
      value: UplineTransferInfoSchema,
      failures: gateFailures,
    }),
    requireSession(services),
    async (c) => answer(c, await transfers.info(member(c))),
  );

  app.post(
    PATHS.uplineTransfer,
    documented({
      summary:
        'Move `amountCents` from the member to the upline agent in one transaction; a repeated `requestId` moves once',
      auth: 'session',
      value: UplineTransferResultSchema,
      failures: {
        ...gateFailures,
        400: [
          TRANSFER_CODES.amountOutOfRange,
          TRANSFER_CODES.insufficientFunds,
          TRANSFER_CODES.turnoverUnmet,
        ],
        409: [TRANSFER_CODES.noUpline, TRANSFER_CODES.requestReused],
      },
    }),
    requireSession(services),
    validJson(UplineTransferSchema),
    async (c) => answer(c, await transfers.transfer(member(c), c.req.valid('json'))),
  );

  return app;
}
