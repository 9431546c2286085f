// Transfers to the upline agent (SPEC.md sections 2 and 6): the member's debit and the agent's credit
// are one transaction, so neither exists without the other. The references derive from the member's
// request id (`upline:out:<requestId>:<memberId>`, `upline:in:<requestId>:<memberId>`), so a retried or
// doubled request moves the money once; the ledger's conditional debit never overdraws. Only what could be
// withdrawn moves (issue 31): the turnover requirement stays with the member's money, or deposit and
// bonus money not yet wagered would leave through the agent, whose own requirement never counts it.
import { and, eq } from 'drizzle-orm';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import { UPLINE_TRANSFER_MAX_CENTS, UPLINE_TRANSFER_MIN_CENTS } from '../../src/shared/constants/transfer.ts';
import { TRANSFER_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { UplineTransferInfo, UplineTransferResult } from '../../src/shared/schemas/transfer.ts';
import { uplineTransferAllowed } from '../../src/shared/upline-transfer.ts';
import { type Outcome, refused } from '../core/outcome.ts';
import { members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import type { SiteConfigStore } from '../site/config-store.ts';
import { balanceOf, credit, debit, findEntry, type LedgerEntry } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { settingsOf } from './cashier-settings.ts';
import { withdrawableOf } from './turnover.ts';
import { memberTurnover } from './withdrawals.ts';

export const TRANSFER_OUT_REASON = 'upline.transfer.out';
export const TRANSFER_IN_REASON = 'upline.transfer.in';

/** `ag***t`: enough for the member to recognise the agent, not enough to try logging in as it. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

interface Member {
  memberId: number;
  merchantCode: string;
}

export class UplineTransfers {
  constructor(
    private readonly db: Db,
    private readonly siteConfig: Pick<SiteConfigStore, 'stored'>,
  ) {}

  /**
   * The AGETRANSFERUP3 switch. Asked before any transaction: on a miss the config store reads the
   * database, which inside a transaction on a one-connection database (PGlite) would wait for itself.
   */
  private async switchedOff(m: Member) {
    const stored = await this.siteConfig.stored(m.merchantCode);
    return stored?.switches?.AGETRANSFERUP3
      ? null
      : refused(403, CODES.featureDisabled, 'AGETRANSFERUP3 is switched off');
  }

  /** The member's gate (toUpline, type ≠ 2) and the upline agent, read in `db` (the caller's transaction). */
  private async upline(db: DbOrTx, m: Member, lock = false) {
    const query = db
      .select({ type: members.type, toUpline: members.toUpline, parentId: members.parentId })
      .from(members)
      .where(and(eq(members.id, m.memberId), eq(members.merchantCode, m.merchantCode)));
    // In a transfer: queued behind the member's withdrawals and other transfers, as withdrawals.ts does.
    const [me] = lock ? await query.for('no key update') : await query;
    if (!me || !uplineTransferAllowed({ switchOn: true, toUpline: me.toUpline, memberType: me.type }))
      return refused(403, TRANSFER_CODES.notAllowed, 'This account may not transfer to its upline');
    const [agent] = me.parentId
      ? await db
          .select({
            id: members.id,
            account: members.account,
            nickname: members.nickname,
            type: members.type,
            disabled: members.disabled,
          })
          .from(members)
          .where(and(eq(members.id, me.parentId), eq(members.merchantCode, m.merchantCode)))
      : [];
    if (!agent || agent.disabled || AGENT_EXCLUDED_TYPES.includes(agent.type))
      return refused(409, TRANSFER_CODES.noUpline, 'No upline agent to transfer to');
    return { ok: true as const, agent };
  }

  /** The member's balance and turnover requirement, read in `db` (the caller's transaction). */
  private async standing(db: DbOrTx, m: Member) {
    const settings = await settingsOf(db, m.merchantCode);
    const balanceCents = (await balanceOf(db, m.memberId)) ?? 0;
    return { balanceCents, turnover: await memberTurnover(db, m.memberId, settings.turnoverPercent) };
  }

  async info(m: Member): Promise<Outcome<UplineTransferInfo>> {
    const off = await this.switchedOff(m);
    if (off) return off;
    const found = await this.upline(this.db, m);
    if (!found.ok) return found;
    const { balanceCents, turnover } = await this.standing(this.db, m);
    return {
      ok: true,
      value: {
        upline: { account: maskAccount(found.agent.account), nickname: found.agent.nickname },
        balanceCents,
        transferableCents: withdrawableOf(balanceCents, turnover),
        remainingTurnoverCents: turnover.remainingCents,
        minCents: UPLINE_TRANSFER_MIN_CENTS,
        maxCents: UPLINE_TRANSFER_MAX_CENTS,
      },
    };
  }

  async transfer(
    m: Member,
    body: { amountCents: number; requestId: string },
  ): Promise<Outcome<UplineTransferResult>> {
    const refs = {
      out: ledgerRef.uplineOut(body.requestId, m.memberId),
      in: ledgerRef.uplineIn(body.requestId, m.memberId),
    };
    const answer = async (db: DbOrTx, entry: LedgerEntry, replayed: boolean) => {
      // A request id names one movement: the same id with another amount is a client bug, not a retry.
      if (entry.memberId !== m.memberId || entry.amountCents !== -body.amountCents)
        return refused(409, TRANSFER_CODES.requestReused, 'This requestId moved another amount');
      return {
        ok: true as const,
        value: {
          requestId: body.requestId,
          amountCents: body.amountCents,
          balanceCents: (await balanceOf(db, m.memberId)) ?? 0,
          replayed,
          at: entry.createdAt.toISOString(),
        },
      };
    };
    // A retry of a transfer that went through answers its outcome, whatever changed since.
    const earlier = await findEntry(this.db, refs.out);
    if (earlier) return answer(this.db, earlier, true);
    if (body.amountCents < UPLINE_TRANSFER_MIN_CENTS || body.amountCents > UPLINE_TRANSFER_MAX_CENTS)
      return refused(
        400,
        TRANSFER_CODES.amountOutOfRange,
        `amountCents must be from ${UPLINE_TRANSFER_MIN_CENTS} to ${UPLINE_TRANSFER_MAX_CENTS}`,
      );
    const off = await this.switchedOff(m);
    if (off) return off;
    return this.db.transaction(async (tx) => {
      const found = await this.upline(tx, m, true);
      if (!found.ok) return found;
      const { balanceCents, turnover } = await this.standing(tx, m);
      if (body.amountCents <= balanceCents && body.amountCents > withdrawableOf(balanceCents, turnover))
        return refused(
          400,
          TRANSFER_CODES.turnoverUnmet,
          `Wager ${turnover.remainingCents} cents more before transferring this amount`,
        );
      const out = await debit(tx, {
        memberId: m.memberId,
        amountCents: body.amountCents,
        reason: TRANSFER_OUT_REASON,
        reference: refs.out,
      });
      // A twin of this request that committed while we waited for the wallet's lock comes back as a replay.
      if (!out.ok)
        return refused(400, TRANSFER_CODES.insufficientFunds, 'The balance does not cover this transfer');
      if (out.replayed) return answer(tx, out.entry, true);
      const into = await credit(tx, {
        memberId: found.agent.id,
        amountCents: body.amountCents,
        reason: TRANSFER_IN_REASON,
        reference: refs.in,
      });
      // Throwing rolls the debit back: the member keeps the money.
      if (!into.ok || into.replayed)
        throw new Error(`upline transfer ${refs.in}: credit ${into.ok ? 'replayed' : into.reason}`);
      return answer(tx, out.entry, false);
    });
  }
}
