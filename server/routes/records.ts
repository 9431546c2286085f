// The member's records (MEMTRANS3: ledger and game records; PERSPNL3: profit and loss). Each answers
// only the caller's own rows, and only while its member-centre switch is on (SPEC.md section 2: the
// item's gate is enforced here too, a 403 `feature.disabled`, not only a hidden row).
import { type Context, Hono } from 'hono';
import { RECORDS_MAX_RANGE_DAYS } from '../../src/shared/constants/records.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  GameRecordPageSchema,
  GameRecordsQuerySchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  PnlQuerySchema,
  PnlSchema,
} from '../../src/shared/schemas/records.ts';
import type { AppEnv, Services } from '../context.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { requireSwitch } from '../http/require-switch.ts';
import { validQuery } from '../http/validate.ts';
import { gameRecordPage } from '../records/games.ts';
import { ledgerPage } from '../records/ledger.ts';
import { profitAndLoss } from '../records/pnl.ts';
import { type Range, rangeOf } from '../records/range.ts';

const FAILURES = { 400: [CODES.invalidRequest], 403: [CODES.featureDisabled] };

export function recordRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const memberId = (c: Context<AppEnv>) => c.get('session').memberId;
  /** The range asked for, or the 400 that says why not. */
  const withRange = async (
    c: Context<AppEnv>,
    q: { from?: string; to?: string },
    answer: (range: Range) => Promise<unknown>,
  ) => {
    const range = rangeOf(q, services.now());
    if (!range)
      return fail(
        c,
        400,
        CODES.invalidRequest,
        `from/to: a range of at most ${RECORDS_MAX_RANGE_DAYS} days, from before to`,
      );
    return ok(c, await answer(range));
  };

  app.get(
    PATHS.recordsLedger,
    documented({
      summary: "The member's ledger entries, newest first (paged; from/to, reason group); TRANSREC3",
      auth: 'session',
      value: LedgerPageSchema,
      failures: FAILURES,
    }),
    requireSession(services),
    requireSwitch(services, 'TRANSREC3'),
    validQuery(LedgerQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return withRange(c, q, (range) => ledgerPage(services.db, memberId(c), range, q));
    },
  );

  app.get(
    PATHS.recordsGames,
    documented({
      summary:
        "The member's game records of a category (studio rounds, lottery sub-orders, vendor rounds), newest first; TRANSBETREPMEM3",
      auth: 'session',
      value: GameRecordPageSchema,
      failures: FAILURES,
    }),
    requireSession(services),
    requireSwitch(services, 'TRANSBETREPMEM3'),
    validQuery(GameRecordsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return withRange(c, q, (range) => gameRecordPage(services.db, memberId(c), range, q));
    },
  );

  app.get(
    PATHS.recordsPnl,
    documented({
      summary:
        "The member's profit and loss over from/to: bets, wins, bonuses, rebates and net per day (Asia/Manila) and game category; PERSREP",
      auth: 'session',
      value: PnlSchema,
      failures: FAILURES,
    }),
    requireSession(services),
    requireSwitch(services, 'PERSREP'),
    validQuery(PnlQuerySchema),
    async (c) =>
      withRange(c, c.req.valid('query'), (range) => profitAndLoss(services.db, memberId(c), range)),
  );

  return app;
}
