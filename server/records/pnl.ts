// Profit and loss from the ledger (the money that actually moved), summed in SQL per day of the operator's
// time zone, group and game category, over the index wallet_ledger (member_id, created_at).
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  LEDGER_GROUPS,
  LEDGER_REASON_LIST,
  LEDGER_REASONS,
  type LedgerGroup,
} from '../../src/shared/constants/ledger.ts';
import { GAME_RECORD_CATEGORIES, type GameRecordCategory } from '../../src/shared/constants/records.ts';
import { OPERATOR_TIME_ZONE } from '../../src/shared/constants/time.ts';
import type { Pnl, PnlSums } from '../../src/shared/schemas/records.ts';
import type { Db } from '../db/types.ts';
import { SqlInteger } from '../lib/sql-values.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import type { Range } from './range.ts';

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
// From code constants only (never input): written into the statement as literals. The team's profit and
// loss (server/agents/team-pnl.ts) groups with it too.
export const groupCase = sql.raw(
  `case reason ${LEDGER_REASON_LIST.map((r) => `when ${quote(r)} then ${quote(LEDGER_REASONS[r])}`).join(' ')} else 'other' end`,
);
const categoryCase = sql.raw(
  `case when reason like 'lottery.%' then 'lottery' when reference like ${quote(`seamless:${STUDIO_VENDOR}:%`)} then 'studio' when reason like 'seamless.%' then 'vendor' end`,
);
const zone = sql.raw(quote(OPERATOR_TIME_ZONE));

// Sums come back as text (pg's bigint) or numbers (PGlite): integers either way.
const RowsSchema = v.object({
  rows: v.array(
    v.object({
      day: v.string(),
      grp: v.picklist(LEDGER_GROUPS),
      category: v.nullable(v.picklist(GAME_RECORD_CATEGORIES)),
      cents: SqlInteger,
    }),
  ),
});

const empty = (): PnlSums => ({ betCents: 0, winCents: 0, bonusCents: 0, rebateCents: 0, netCents: 0 });

/** Adds a group's signed sum: stakes are debits (negative), refunds of stakes lower them. */
export function addGroup(s: PnlSums, group: LedgerGroup, cents: number): void {
  if (group === 'bet') s.betCents -= cents;
  else if (group === 'refund') s.betCents -= cents;
  else if (group === 'win') s.winCents += cents;
  else if (group === 'bonus') s.bonusCents += cents;
  else if (group === 'rebate') s.rebateCents += cents;
  else return;
  s.netCents = s.winCents + s.bonusCents + s.rebateCents - s.betCents;
}

/** The sums of `key`, new ones starting at zero. */
function entry<K>(map: Map<K, PnlSums>, key: K): PnlSums {
  const found = map.get(key);
  if (found) return found;
  const sums = empty();
  map.set(key, sums);
  return sums;
}

const COUNTED = new Set<LedgerGroup>(['bet', 'refund', 'win', 'bonus', 'rebate']);

export async function profitAndLoss(db: Db, memberId: number, range: Range): Promise<Pnl> {
  const { rows } = v.parse(
    RowsSchema,
    await db.execute(sql`
    select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as day, grp, category,
      sum(amount_cents)::bigint as cents
    from (
      select created_at, amount_cents, ${groupCase} as grp, ${categoryCase} as category
      from wallet_ledger
      where member_id = ${memberId} and created_at >= ${range.from.toISOString()}::timestamptz
        and created_at < ${range.to.toISOString()}::timestamptz
    ) l
    group by 1, 2, 3
    order by 1`),
  );
  const days = new Map<string, PnlSums>();
  const categories = new Map<GameRecordCategory, PnlSums>();
  const total = empty();
  for (const row of rows) {
    if (!COUNTED.has(row.grp)) continue;
    addGroup(entry(days, row.day), row.grp, row.cents);
    addGroup(total, row.grp, row.cents);
    if (row.category) {
      addGroup(entry(categories, row.category), row.grp, row.cents);
    }
  }
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    days: [...days].map(([day, sums]) => ({ day, ...sums })),
    categories: [...categories].map(([category, sums]) => ({ category, ...sums })),
    total,
  };
}
