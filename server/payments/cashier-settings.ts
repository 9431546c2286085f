// A merchant's withdrawal rules: one row in cashier_settings, or the defaults while none is stored.
import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { CASHIER_DEFAULTS } from '../../src/shared/constants/cashier.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import type { CashierSettings, CashierSettingsPatchSchema } from '../../src/shared/schemas/withdrawals.ts';
import { audit } from '../core/audit.ts';
import { done, refused } from '../core/outcome.ts';
import { cashierSettings } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';

export async function settingsOf(db: DbOrTx, merchantCode: string): Promise<CashierSettings> {
  const [row] = await db.select().from(cashierSettings).where(eq(cashierSettings.merchantCode, merchantCode));
  if (!row) return { ...CASHIER_DEFAULTS };
  return {
    withdrawMinCents: row.withdrawMinCents,
    withdrawMaxCents: row.withdrawMaxCents,
    withdrawDailyCount: row.withdrawDailyCount,
    turnoverPercent: row.turnoverPercent,
  };
}

/** An operator's change: merged over the current rules, stored and audited in one transaction. */
export async function updateSettings(
  db: Db,
  merchantCode: string,
  actor: string,
  patch: v.InferOutput<typeof CashierSettingsPatchSchema>,
) {
  return db.transaction(async (tx) => {
    // Serialises concurrent changes of one merchant (the row may not exist yet: lock the merchant).
    await tx.execute(sql`select 1 from merchants where code = ${merchantCode} for no key update`);
    const next = { ...(await settingsOf(tx, merchantCode)), ...patch };
    if (next.withdrawMinCents > next.withdrawMaxCents)
      return refused(400, WITHDRAW_CODES.settingsInvalid, 'withdrawMinCents is above withdrawMaxCents');
    await tx
      .insert(cashierSettings)
      .values({ merchantCode, ...next })
      .onConflictDoUpdate({ target: cashierSettings.merchantCode, set: { ...next, updatedAt: sql`now()` } });
    await audit(tx, actor, 'cashier.settings', `cashier:${merchantCode}`, patch);
    return done(next);
  });
}
