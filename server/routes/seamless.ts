// The seamless wallet (issue 4): vendors move a player's money through these four calls, signed with
// their secret. Every call is idempotent by the ledger reference `seamless:<vendor>:<kind>:<txId>`,
// so a vendor may replay any of them (timeouts, retries) and money moves once.
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CODES, STUDIO_CODES } from '../../src/shared/errors.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  SEAMLESS_HEADERS,
  type SeamlessKind,
  type SeamlessRequest,
  SeamlessRequestSchema,
  type SeamlessResult,
} from '../../src/shared/schemas/studio.ts';
import type { AppEnv, Services } from '../context.ts';
import { seamlessRounds } from '../db/schema.ts';
import { fail, failWith, ok } from '../http/envelope.ts';
import { describeIssues } from '../http/validate.ts';
import { hmacHex, sameSignature } from '../vendors/signing.ts';
import { balanceOf, credit, debit, findEntry, type MoveResult } from '../wallet/ledger.ts';

export const seamlessReference = (vendor: string, kind: SeamlessKind, transactionId: string) =>
  `seamless:${vendor}:${kind}:${transactionId}`;

type Call = { vendor: string; memberId: number; req: SeamlessRequest };
type Answer = {
  status: 200 | 400 | 409;
  code: string;
  message?: string;
  balanceCents?: number;
  replayed?: boolean;
};

export function seamlessRoutes(services: Services) {
  const { db, vendors } = services;
  const app = new Hono<AppEnv>();

  const moved = async (memberId: number, r: MoveResult): Promise<Answer> => {
    if (r.ok) {
      const balanceCents = r.replayed ? ((await balanceOf(db, memberId)) ?? 0) : r.entry.balanceAfterCents;
      return { status: 200, code: CODES.ok, balanceCents, replayed: r.replayed };
    }
    return { status: 409, code: STUDIO_CODES.fundsInsufficient, balanceCents: r.balanceCents };
  };

  const handlers: Record<SeamlessKind, (call: Call) => Promise<Answer>> = {
    balance: async ({ memberId }) => ({
      status: 200,
      code: CODES.ok,
      balanceCents: (await balanceOf(db, memberId)) ?? 0,
      replayed: false,
    }),

    bet: async ({ vendor, memberId, req }) => {
      const { transactionId, roundId, amountCents } = req;
      if (!roundId || !amountCents)
        return { status: 400, code: STUDIO_CODES.betInvalid, message: 'roundId and amountCents > 0' };
      // A bet rolled back before it arrived stays rolled back.
      if (await findEntry(db, seamlessReference(vendor, 'rollback', transactionId)))
        return { status: 409, code: STUDIO_CODES.roundConflict, message: 'bet rolled back' };
      await db
        .insert(seamlessRounds)
        .values({ vendor, roundId, memberId, betTransactionId: transactionId })
        .onConflictDoNothing();
      const [round] = await db
        .select()
        .from(seamlessRounds)
        .where(and(eq(seamlessRounds.vendor, vendor), eq(seamlessRounds.roundId, roundId)));
      if (!round || round.memberId !== memberId || round.betTransactionId !== transactionId)
        return { status: 409, code: STUDIO_CODES.roundConflict, message: 'round has another bet' };
      const r = await debit(db, {
        memberId,
        amountCents,
        reason: 'seamless.bet',
        reference: seamlessReference(vendor, 'bet', transactionId),
      });
      return moved(memberId, r);
    },

    win: async ({ vendor, memberId, req }) => {
      const { transactionId, roundId, amountCents = 0 } = req;
      const [round] = roundId
        ? await db
            .select()
            .from(seamlessRounds)
            .where(and(eq(seamlessRounds.vendor, vendor), eq(seamlessRounds.roundId, roundId)))
        : [];
      const bet = round && (await findEntry(db, seamlessReference(vendor, 'bet', round.betTransactionId)));
      const rolledBack =
        round && (await findEntry(db, seamlessReference(vendor, 'rollback', round.betTransactionId)));
      // Wins pay only rounds whose bet was taken (and not refunded) from this player.
      if (!round || round.memberId !== memberId || !bet || rolledBack)
        return { status: 409, code: STUDIO_CODES.roundUnknown };
      const r = await credit(db, {
        memberId,
        amountCents,
        reason: 'seamless.win',
        reference: seamlessReference(vendor, 'win', transactionId),
      });
      return moved(memberId, r);
    },

    // `transactionId` names the bet to refund.
    rollback: async ({ vendor, memberId, req }) => {
      const { transactionId } = req;
      const reference = seamlessReference(vendor, 'rollback', transactionId);
      const bet = await findEntry(db, seamlessReference(vendor, 'bet', transactionId));
      if (bet && bet.memberId !== memberId) return { status: 409, code: STUDIO_CODES.roundConflict };
      const r = bet
        ? await credit(db, {
            memberId,
            amountCents: -bet.amountCents,
            reason: 'seamless.rollback',
            reference,
          })
        : undefined; // WIP (issue 9): tombstones move to seamless_transactions
      return r ? moved(memberId, r) : { status: 200, code: CODES.ok, balanceCents: (await balanceOf(db, memberId)) ?? 0 };
    },
  };

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
    const a = await handlers[kind]({ vendor, memberId: token.m, req: parsed.output });
    const value: SeamlessResult | null =
      a.balanceCents === undefined
        ? null
        : { playerId: token.m, currency: 'PHP', balanceCents: a.balanceCents, replayed: a.replayed ?? false };
    if (a.status === 200 && value) return ok(c, value);
    return value ? failWith(c, a.status, a.code, value, a.message) : fail(c, a.status, a.code, a.message);
  };

  app.post(PATHS.seamlessBalance, route('balance'));
  app.post(PATHS.seamlessBet, route('bet'));
  app.post(PATHS.seamlessWin, route('win'));
  app.post(PATHS.seamlessRollback, route('rollback'));
  return app;
}
