import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, walletLedger } from '../../../server/db/schema.ts';
import { maskAccount } from '../../../server/payments/upline-transfer.ts';
import { balanceOf, credit, debit } from '../../../server/wallet/ledger.ts';
import { checkLedger } from '../../../server/wallet/reconcile.ts';
import {
  UPLINE_TRANSFER_MAX_CENTS,
  UPLINE_TRANSFER_MIN_CENTS,
} from '../../../src/shared/constants/transfer.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { TRANSFER_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import {
  UplineTransferInfoSchema,
  UplineTransferResultSchema,
} from '../../../src/shared/schemas/transfer.ts';
import { uplineTransferAllowed } from '../../../src/shared/upline-transfer.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { approvedDeposit, pk10Order, settleOpenDraws } from '../support/campaign-helpers.ts';
import { newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, memberIdOf, okValue } from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

// Transfers to the upline agent: the gate (switch, toUpline, type ≠ 2, an agent upline), the turnover
// requirement (only what could be withdrawn moves), one transaction debiting the member and crediting the
// agent, idempotent by the request id. The races mean
// something only on PostgreSQL (PGlite runs one transaction at a time); they assert the money.
describe.each(databases)('upline transfer ($kind)', ({ kind }) => {
  let h: Harness;
  let client: ReturnType<typeof authClient>;
  let juan: string;
  let juanId: number;
  let agentId: number;

  beforeAll(async () => {
    h = await createHarness(kind);
    client = authClient(h);
    juan = await client.passwordLogin('juan', 'Member1234');
    juanId = await memberIdOf(h, 'juan');
    agentId = await memberIdOf(h, 'agent');
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const balance = async (id: number) => (await balanceOf(h.database.db, id)) ?? -1;
  const both = async () => ({ member: await balance(juanId), agent: await balance(agentId) });
  const transfer = (amountCents: number, requestId: string = randomUUID(), token = juan) =>
    client.json('POST', PATHS.uplineTransfer, { amountCents, requestId }, token);
  const setMember = (account: string, patch: Partial<typeof members.$inferInsert>) =>
    h.database.db.update(members).set(patch).where(eq(members.account, account));
  const switchTo = (on: boolean) =>
    h.services.siteConfig.patch('SWERTE', { switches: { AGETRANSFERUP3: on } });

  /** Asserts a refusal that moved nothing (balances of juan and the agent, and no upline entry). */
  const refusedUnmoved = async (res: Response | Promise<Response>, status: number, code: string) => {
    const before = await both();
    const entries = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, 'upline:%'));
    expect(await failed(await res)).toMatchObject({ status, code });
    expect(await both()).toEqual(before);
    const after = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, 'upline:%'));
    expect(after.length).toBe(entries.length);
  };

  it('shows the masked upline agent, the balance and the limits', async () => {
    const info = await okValue(await client.get(PATHS.uplineTransfer, juan), UplineTransferInfoSchema);
    expect(info).toEqual({
      upline: { account: 'ag***t', nickname: 'Ahente Ana' },
      balanceCents: await balance(juanId),
      transferableCents: await balance(juanId),
      remainingTurnoverCents: 0,
      minCents: UPLINE_TRANSFER_MIN_CENTS,
      maxCents: UPLINE_TRANSFER_MAX_CENTS,
    });
  });

  it('moves the amount in one transaction: the member debited, the agent credited, both in the ledger', async () => {
    const before = await both();
    const requestId = randomUUID();
    const result = await okValue(await transfer(12_345, requestId), UplineTransferResultSchema);
    expect(result).toMatchObject({
      requestId,
      amountCents: 12_345,
      balanceCents: before.member - 12_345,
      replayed: false,
    });
    expect(await both()).toEqual({ member: before.member - 12_345, agent: before.agent + 12_345 });
    const entries = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `upline:%:${requestId}:${juanId}`));
    expect(entries.map((e) => [e.memberId, e.amountCents, e.reason, e.reference]).sort()).toEqual(
      [
        [juanId, -12_345, 'upline.transfer.out', `upline:out:${requestId}:${juanId}`],
        [agentId, 12_345, 'upline.transfer.in', `upline:in:${requestId}:${juanId}`],
      ].sort(),
    );
  });

  it('keeps the turnover requirement: a deposit not yet wagered stays with the member, not the agent', async () => {
    const m = await newMember(h, { parentId: agentId });
    await setMember(m.account, { toUpline: true });
    await approvedDeposit(h, m.id, 10_000);
    const info = async () => okValue(await m.get(PATHS.uplineTransfer), UplineTransferInfoSchema);
    const send = (amountCents: number) =>
      m.send('POST', PATHS.uplineTransfer, { amountCents, requestId: randomUUID() });
    expect(await info()).toMatchObject({
      balanceCents: 10_000,
      transferableCents: 0,
      remainingTurnoverCents: 10_000,
    });
    const agentBefore = await balance(agentId);
    expect(await failed(await send(10_000))).toMatchObject({
      status: 400,
      code: TRANSFER_CODES.turnoverUnmet,
    });
    expect([await balance(m.id), await balance(agentId)]).toEqual([10_000, agentBefore]);

    // Wagered (a lottery order, settled): whatever is left may move.
    await pk10Order(h, m, 1_000);
    await settleOpenDraws(h);
    const left = await balance(m.id);
    expect(await info()).toMatchObject({ transferableCents: left, remainingTurnoverCents: 0 });
    await okValue(await send(left), UplineTransferResultSchema);
    expect([await balance(m.id), await balance(agentId)]).toEqual([0, agentBefore + left]);
  });

  it('a retried request moves once; the same id with another amount is refused', async () => {
    const requestId = randomUUID();
    await okValue(await transfer(1_000, requestId), UplineTransferResultSchema);
    const after = await both();
    const again = await okValue(await transfer(1_000, requestId.toUpperCase()), UplineTransferResultSchema);
    expect(again).toMatchObject({ replayed: true, amountCents: 1_000, balanceCents: after.member });
    expect(await both()).toEqual(after);
    await refusedUnmoved(transfer(2_000, requestId), 409, TRANSFER_CODES.requestReused);
  });

  it('refuses amounts outside the limits, more than the balance, and malformed requests', async () => {
    await refusedUnmoved(transfer(UPLINE_TRANSFER_MIN_CENTS - 1), 400, TRANSFER_CODES.amountOutOfRange);
    await refusedUnmoved(transfer(UPLINE_TRANSFER_MAX_CENTS + 1), 400, TRANSFER_CODES.amountOutOfRange);
    await refusedUnmoved(transfer((await balance(juanId)) + 1), 400, TRANSFER_CODES.insufficientFunds);
    await refusedUnmoved(transfer(1.5), 400, CODES.invalidRequest);
    await refusedUnmoved(transfer(-100), 400, CODES.invalidRequest);
    await refusedUnmoved(transfer(100, 'not-a-uuid'), 400, CODES.invalidRequest);
  });

  it('refuses a visitor (401) and a trial account (free_reject)', async () => {
    await refusedUnmoved(transfer(100, randomUUID(), ''), 401, CODES.sessionExpired);
    expect(await failed(await client.get(PATHS.uplineTransfer))).toMatchObject({ status: 401 });
    const trial = await okValue(await client.json('POST', PATHS.freeplay, {}), LoginResultSchema);
    await refusedUnmoved(transfer(100, randomUUID(), trial.token), 403, AUTH_CODES.freeReject);
    expect(await failed(await client.get(PATHS.uplineTransfer, trial.token))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
  });

  it('refuses when AGETRANSFERUP3 is off', async () => {
    await switchTo(false);
    try {
      await refusedUnmoved(transfer(100), 403, CODES.featureDisabled);
      expect(await failed(await client.get(PATHS.uplineTransfer, juan))).toMatchObject({
        status: 403,
        code: CODES.featureDisabled,
      });
    } finally {
      await switchTo(true);
    }
    await okValue(await transfer(100), UplineTransferResultSchema);
  });

  it('refuses a member without the toUpline flag, and member type 2', async () => {
    const maria = await client.passwordLogin('maria', 'Member1234');
    await refusedUnmoved(transfer(100, randomUUID(), maria), 403, TRANSFER_CODES.notAllowed);
    expect(await failed(await client.get(PATHS.uplineTransfer, maria))).toMatchObject({
      status: 403,
      code: TRANSFER_CODES.notAllowed,
    });
    await setMember('juan', { type: 2 });
    try {
      await refusedUnmoved(transfer(100), 403, TRANSFER_CODES.notAllowed);
    } finally {
      await setMember('juan', { type: 0 });
    }
  });

  it('refuses when the upline is missing or is not an agent', async () => {
    const demoId = await memberIdOf(h, 'demo');
    await setMember('juan', { parentId: null });
    try {
      await refusedUnmoved(transfer(100), 409, TRANSFER_CODES.noUpline);
      expect(await failed(await client.get(PATHS.uplineTransfer, juan))).toMatchObject({
        status: 409,
        code: TRANSFER_CODES.noUpline,
      });
      // The demo player (type 0) is no agent.
      await setMember('juan', { parentId: demoId });
      await refusedUnmoved(transfer(100), 409, TRANSFER_CODES.noUpline);
    } finally {
      await setMember('juan', { parentId: agentId });
    }
  });

  it('reconciliation finds a debit without its credit, and is clean once it has it', async () => {
    await adjustBalance(h.database.db, juanId, 5_000);
    const requestId = randomUUID();
    const out = await debit(h.database.db, {
      memberId: juanId,
      amountCents: 1_000,
      reason: 'upline.transfer.out',
      reference: `upline:out:${requestId}:${juanId}`,
    });
    expect(out.ok).toBe(true);
    const report = await checkLedger(h.database.db);
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({ rule: 'upline', kind: 'upline.debit_alone', memberId: juanId }),
    );
    await credit(h.database.db, {
      memberId: agentId,
      amountCents: 1_000,
      reason: 'upline.transfer.in',
      reference: `upline:in:${requestId}:${juanId}`,
    });
    expect((await checkLedger(h.database.db)).ok).toBe(true);
  });

  it('the gate and the mask, as rules', () => {
    const open = { switchOn: true, toUpline: true, memberType: 0 };
    expect(uplineTransferAllowed(open)).toBe(true);
    expect(uplineTransferAllowed({ ...open, switchOn: false })).toBe(false);
    expect(uplineTransferAllowed({ ...open, toUpline: false })).toBe(false);
    expect(uplineTransferAllowed({ ...open, memberType: 2 })).toBe(false);
    expect(uplineTransferAllowed({ ...open, memberType: null })).toBe(false);
    expect(['agent', 'abcd', 'ab', 'a'].map(maskAccount)).toEqual(['ag***t', 'a***d', 'a***', 'a***']);
  });

  it('50 concurrent copies of one request move the money once', async () => {
    await adjustBalance(h.database.db, juanId, 100_000);
    const before = await both();
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => (await transfer(30_000, requestId)).status),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(await both()).toEqual({ member: before.member - 30_000, agent: before.agent + 30_000 });
    const entries = await h.database.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `upline:%:${requestId}:%`));
    expect(entries.length).toBe(2);
  });

  it('50 concurrent transfers of the whole balance move it exactly once', async () => {
    await adjustBalance(h.database.db, juanId, 77_700);
    const before = await both();
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await transfer(77_700);
        return { status: res.status, body: (await res.json()) as { code: string } };
      }),
    );
    const moved = results.filter((r) => r.status === 200);
    expect(moved.length).toBe(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      Array(49).fill(TRANSFER_CODES.insufficientFunds),
    );
    expect(await both()).toEqual({ member: 0, agent: before.agent + 77_700 });
  });
});
