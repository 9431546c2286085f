import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { TRANSFER_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { AdjustmentResultSchema, AuditPageSchema } from '../../../src/shared/schemas/transfer.ts';
import { authClient, failed } from '../support/auth-client.ts';
import {
  createHarness,
  databases,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

// Operators' adjustments: a credit or debit with a mandatory note, one ledger entry and its audit row in
// one transaction, never an overdraft, once per request id; and the audit trail operators read.
describe.each(databases)('operator adjustments ($kind)', ({ kind }) => {
  let h: Harness;
  let pedroId: number;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'alice' };

  beforeAll(async () => {
    h = await createHarness(kind);
    pedroId = await memberIdOf(h, 'pedro');
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const balance = async () => (await balanceOf(h.database.db, pedroId)) ?? -1;
  const adjust = (body: Record<string, unknown>, headers: Record<string, string> = ops) =>
    h.app.request(PATHS.opsAdjustments, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: randomUUID(), note: 'goodwill', ...body }),
    });
  const auditRows = () =>
    h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `member:${pedroId}`));
  const entries = (reference: string) =>
    h.database.db.select().from(walletLedger).where(eq(walletLedger.reference, reference));

  /** Asserts a refusal that moved nothing and audited nothing. */
  const refusedUnmoved = async (res: Response | Promise<Response>, status: number, code: string) => {
    const before = { balance: await balance(), audit: (await auditRows()).length };
    expect(await failed(await res)).toMatchObject({ status, code });
    expect({ balance: await balance(), audit: (await auditRows()).length }).toEqual(before);
  };

  it('credits by account: one entry `adjust.credit` and its audit row with the note', async () => {
    const before = await balance();
    const requestId = randomUUID();
    const result = await okValue(
      await adjust({
        account: 'Pedro',
        direction: 'credit',
        amountCents: 25_050,
        note: ' Promo payout ',
        requestId,
      }),
      AdjustmentResultSchema,
    );
    const reference = `adjust:${pedroId}:${requestId}`;
    expect(result).toEqual({
      memberId: pedroId,
      account: 'pedro',
      direction: 'credit',
      amountCents: 25_050,
      balanceCents: before + 25_050,
      reference,
      replayed: false,
    });
    expect(await balance()).toBe(before + 25_050);
    expect((await entries(reference)).map((e) => [e.amountCents, e.reason])).toEqual([
      [25_050, 'adjust.credit'],
    ]);
    const [row] = (await auditRows()).filter((a) => a.details.reference === reference);
    expect(row).toMatchObject({
      actor: 'ops:alice',
      action: 'adjust.credit',
      details: { amountCents: 25_050, note: 'Promo payout', reference, balanceAfterCents: before + 25_050 },
    });
  });

  it('debits by member id, never below zero', async () => {
    await adjustBalance(h.database.db, pedroId, 10_000);
    const result = await okValue(
      await adjust({ memberId: pedroId, direction: 'debit', amountCents: 4_000 }),
      AdjustmentResultSchema,
    );
    expect(result.balanceCents).toBe(6_000);
    expect(await balance()).toBe(6_000);
    await refusedUnmoved(
      adjust({ memberId: pedroId, direction: 'debit', amountCents: 6_001 }),
      409,
      TRANSFER_CODES.adjustInsufficient,
    );
    const all = await okValue(
      await adjust({ memberId: pedroId, direction: 'debit', amountCents: 6_000 }),
      AdjustmentResultSchema,
    );
    expect(all.balanceCents).toBe(0);
  });

  it('a retried request moves and audits once; the same id with another amount or direction is refused', async () => {
    const requestId = randomUUID();
    const body = { account: 'pedro', direction: 'credit', amountCents: 700, requestId };
    await okValue(await adjust(body), AdjustmentResultSchema);
    const after = { balance: await balance(), audit: (await auditRows()).length };
    const again = await okValue(await adjust(body), AdjustmentResultSchema);
    expect(again.replayed).toBe(true);
    expect({ balance: await balance(), audit: (await auditRows()).length }).toEqual(after);
    await refusedUnmoved(adjust({ ...body, amountCents: 701 }), 409, TRANSFER_CODES.requestReused);
    await refusedUnmoved(adjust({ ...body, direction: 'debit' }), 409, TRANSFER_CODES.requestReused);
  });

  it('refuses bad input, an unknown member, a trial account and a call without the ops token', async () => {
    const credit = { account: 'pedro', direction: 'credit', amountCents: 100 };
    await refusedUnmoved(adjust({ ...credit, note: '' }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, note: '   ' }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, note: 'x'.repeat(201) }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, memberId: pedroId }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ direction: 'credit', amountCents: 100 }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, amountCents: 0 }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, amountCents: 1.5 }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, direction: 'gift' }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, requestId: 'again' }), 400, CODES.invalidRequest);
    await refusedUnmoved(adjust({ ...credit, account: 'nobody' }), 404, TRANSFER_CODES.memberUnknown);
    await refusedUnmoved(
      adjust({ ...credit, memberId: 999_999, account: undefined }),
      404,
      TRANSFER_CODES.memberUnknown,
    );
    await refusedUnmoved(adjust(credit, {}), 401, CODES.opsUnauthorized);
    await refusedUnmoved(adjust(credit, { Authorization: 'Bearer wrong' }), 401, CODES.opsUnauthorized);
    const trial = await okValue(await authClient(h).json('POST', PATHS.freeplay, {}), LoginResultSchema);
    const trialId = await memberIdOf(h, trial.userName);
    expect(
      await failed(await adjust({ memberId: trialId, direction: 'credit', amountCents: 100 })),
    ).toMatchObject({
      status: 409,
      code: TRANSFER_CODES.memberTrial,
    });
  });

  it('operators read the audit: newest first, by target or action, paged', async () => {
    const get = (query: string, headers: Record<string, string> = ops) =>
      h.app.request(`${PATHS.opsAudit}${query}`, { headers });
    const mine = await okValue(await get(`?target=member:${pedroId}`), AuditPageSchema);
    expect(mine.total).toBe((await auditRows()).length);
    expect(mine.list.every((a) => a.target === `member:${pedroId}`)).toBe(true);
    const times = mine.list.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
    const debits = await okValue(await get('?action=adjust.debit'), AuditPageSchema);
    expect(debits.total).toBeGreaterThanOrEqual(2);
    expect(debits.list.every((a) => a.action === 'adjust.debit')).toBe(true);
    const page = await okValue(await get(`?target=member:${pedroId}&pageSize=1&pageNo=2`), AuditPageSchema);
    expect(page.list.map((a) => a.id)).toEqual([mine.list[1]?.id]);
    expect(await failed(await get('', {}))).toMatchObject({ status: 401, code: CODES.opsUnauthorized });
    expect(await failed(await get('?pageSize=0'))).toMatchObject({ status: 400, code: CODES.invalidRequest });
  });

  it('50 concurrent copies of one adjustment move and audit it once', async () => {
    const before = await balance();
    const requestId = randomUUID();
    const body = { memberId: pedroId, direction: 'credit', amountCents: 3_333, requestId };
    const statuses = await Promise.all(Array.from({ length: 50 }, async () => (await adjust(body)).status));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await balance()).toBe(before + 3_333);
    const reference = `adjust:${pedroId}:${requestId}`;
    expect((await entries(reference)).length).toBe(1);
    const audited = await h.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.target, `member:${pedroId}`), eq(opsAudit.action, 'adjust.credit')));
    expect(audited.filter((a) => a.details.reference === reference).length).toBe(1);
  });

  it('50 concurrent debits of the whole balance: exactly one moves, none overdraws', async () => {
    await adjustBalance(h.database.db, pedroId, 55_500);
    const audit = (await auditRows()).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await adjust({ memberId: pedroId, direction: 'debit', amountCents: 55_500 });
        return { status: res.status, code: ((await res.json()) as { code: string }).code };
      }),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.code)).toEqual(
      Array(49).fill(TRANSFER_CODES.adjustInsufficient),
    );
    expect(await balance()).toBe(0);
    expect((await auditRows()).length).toBe(audit + 1);
  });
});
