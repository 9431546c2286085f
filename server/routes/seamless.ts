// The seamless wallet's endpoints: vendors move a player's money through four signed calls.
// This module checks who is calling (vendor signature, player token) and the body's shape; what the
// calls do to the money is server/wallet/seamless.ts.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  SEAMLESS_HEADERS,
  type SeamlessKind,
  SeamlessRequestSchema,
  type SeamlessResult,
  SeamlessResultSchema,
} from '../../src/shared/schemas/studio.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, failWith, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { describeIssues } from '../http/validate.ts';
import { hmacHex, sameSignature } from '../vendors/signing.ts';
import { SESSION_ENDED, type SeamlessWallet } from '../wallet/seamless.ts';

export function seamlessRoutes(services: Services, wallet: SeamlessWallet) {
  const { vendors } = services;
  const app = new Hono<AppEnv>();

  const route = (kind: SeamlessKind) => async (c: Context<AppEnv>) => {
    const vendor = c.req.header(SEAMLESS_HEADERS.vendor)?.trim() ?? '';
    const signature = c.req.header(SEAMLESS_HEADERS.signature)?.trim().toLowerCase() ?? '';
    const raw = await c.req.text();
    const secret = vendors.secret(vendor);
    if (!secret || !signature || !sameSignature(signature, hmacHex(secret, raw)))
      return fail(c, 401, STUDIO_CODES.signatureInvalid, 'bad or missing signature');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(c, 400, CODES.invalidRequest, 'body: not JSON');
    }
    const parsed = v.safeParse(SeamlessRequestSchema, json);
    if (!parsed.success) return fail(c, 400, CODES.invalidRequest, describeIssues(parsed.issues));
    const token = vendors.tokens.verify(parsed.output.playerToken, services.now());
    if (!token || token.v !== vendor)
      return fail(c, 401, STUDIO_CODES.playerTokenInvalid, 'bad or expired player token');
    // A bet needs the launching session live: after sign-out, a password change elsewhere or
    // a disabled account no new stake is taken. Wins and rollbacks of bets already placed still land.
    const needsSession = kind === 'bet' && token.k !== 'settle';
    if (needsSession && !token.s) return fail(c, 401, STUDIO_CODES.playerTokenInvalid, SESSION_ENDED);
    const a = await wallet.apply(kind, {
      vendor,
      memberId: token.m,
      req: parsed.output,
      nodeId: token.n,
      ...(needsSession ? { liveSession: token.s } : {}),
    });
    const value: SeamlessResult | null =
      a.balanceCents === undefined || a.currency === undefined
        ? null
        : {
            playerId: token.m,
            currency: a.currency,
            balanceCents: a.balanceCents,
            replayed: a.replayed ?? false,
          };
    if (a.status === 200 && value) return ok(c, value);
    return value ? failWith(c, a.status, a.code, value, a.message) : fail(c, a.status, a.code, a.message);
  };

  /** A vendor's call: the failures of a money move carry the balance (SeamlessResult) when known. */
  const doc = (summary: string) =>
    documented({
      summary,
      auth: 'vendor',
      body: SeamlessRequestSchema,
      value: SeamlessResultSchema,
      failures: {
        400: [STUDIO_CODES.amountInvalid, STUDIO_CODES.betInvalid],
        401: [STUDIO_CODES.signatureInvalid, STUDIO_CODES.playerTokenInvalid],
        403: [STUDIO_CODES.trialVendorRefused],
        409: [
          LIMIT_CODES.lossExceeded,
          STUDIO_CODES.playerTokenInvalid,
          STUDIO_CODES.fundsInsufficient,
          STUDIO_CODES.roundUnknown,
          STUDIO_CODES.roundConflict,
          STUDIO_CODES.transactionMismatch,
          STUDIO_CODES.betRolledBack,
          STUDIO_CODES.roundSettled,
        ],
      },
    });
  app.post(PATHS.seamlessBalance, doc("Vendor callback: the player's balance"), route('balance'));
  app.post(
    PATHS.seamlessBet,
    doc('Vendor callback: take a stake (idempotent per transactionId)'),
    route('bet'),
  );
  app.post(PATHS.seamlessWin, doc('Vendor callback: pay a win (idempotent per transactionId)'), route('win'));
  app.post(
    PATHS.seamlessRollback,
    doc('Vendor callback: undo a stake (idempotent per transactionId)'),
    route('rollback'),
  );
  return app;
}
