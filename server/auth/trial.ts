// Free-trial accounts (type 4): a generated `guest` name, no usable password, play money (a ledger
// credit `trial:grant:<memberId>`, like every balance change).

import { uniqueViolation } from '../db/pg-errors.ts';
import { members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { randomDigits } from '../lib/tokens.ts';
import { openWallet } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { NO_PASSWORD } from './passwords.ts';

export const TRIAL_TYPE = 4;
/** Trial play money: ₱2,000.00. */
export const TRIAL_BALANCE_CENTS = 200_000;

export async function createTrialMember(db: Db, merchant: string, at: Date) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            merchantCode: merchant,
            account: `guest${randomDigits(8)}`,
            passwordHash: NO_PASSWORD,
            type: TRIAL_TYPE,
            regDate: at,
          })
          .returning({ id: members.id, account: members.account, type: members.type });
        if (!member) throw new Error('trial member not created');
        await openWallet(tx, {
          memberId: member.id,
          openingCents: TRIAL_BALANCE_CENTS,
          reason: 'trial.grant',
          reference: ledgerRef.trialGrant(member.id),
        });
        return member;
      });
    } catch (err) {
      // A name collision (1 in 10^8 per existing guest): draw another name.
      if (uniqueViolation(err) === undefined || attempt >= 4) throw err;
    }
  }
}
