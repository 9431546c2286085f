// Fresh members for the withdrawal and payout suites: each test gets its own member, wallet and session,
// so one test's payee name, payment password or pending order never meets another's.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { members } from '../../../server/db/schema.ts';
import { openEmptyWallet } from '../../../server/wallet/ledger.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Channel, ChannelSchema } from '../../../src/shared/schemas/deposits.ts';
import { PayoutAccountSchema } from '../../../src/shared/schemas/payout.ts';
import { randomIp } from './auth-client.ts';
import { type Harness, okValue } from './harness.ts';
import { adjustBalance } from './ledger-assert.ts';

export const LOGIN_PASSWORD = 'Member1234';
export const PAY_PASSWORD = '123456';

export interface CashierMember {
  id: number;
  account: string;
  token: string;
  mobile: string | null;
  get(path: string): Promise<Response>;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

export async function newMember(
  h: Harness,
  opts: {
    recentAuth?: boolean;
    mobile?: boolean;
    balanceCents?: number;
    type?: number;
    /** The upline agent (members.parent_id). */
    parentId?: number;
  } = {},
): Promise<CashierMember> {
  const db = h.database.db;
  const account = `wd${randomBytes(5).toString('hex')}`;
  const mobile =
    opts.mobile === false
      ? null
      : `639${String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000))}`;
  const [m] = await db
    .insert(members)
    .values({
      merchantCode: 'SWERTE',
      account,
      passwordHash: await h.services.passwords.hash(LOGIN_PASSWORD),
      type: opts.type ?? 0,
      mobile,
      parentId: opts.parentId ?? null,
    })
    .returning({ id: members.id });
  if (!m) throw new Error('no member');
  await db.transaction((tx) => openEmptyWallet(tx, m.id));
  if (opts.balanceCents) await adjustBalance(db, m.id, opts.balanceCents);
  return signedIn(h, { id: m.id, account, mobile }, opts.recentAuth ?? true);
}

/**
 * A member on a new session of its own (from a random address): one made here, one the API opened, or the
 * same member again once the app's clock has outrun its first session.
 */
export async function signedIn(
  h: Harness,
  m: Pick<CashierMember, 'id' | 'account' | 'mobile'>,
  recentAuth = true,
): Promise<CashierMember> {
  const token = await h.services.sessions.create(m.id, 'SWERTE', { recentAuth });
  const headers = { 'X-Forwarded-For': randomIp(), [HEADERS.token]: token };
  return {
    id: m.id,
    account: m.account,
    token,
    mobile: m.mobile,
    get: (path) => Promise.resolve(h.app.request(path, { headers })),
    send: (method, path, body) =>
      Promise.resolve(
        h.app.request(path, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
  };
}

/** Payee name, payment password and one bank account: ready to withdraw. Answers the account's id. */
export async function readyToWithdraw(m: CashierMember, name = 'Juan Dela Cruz'): Promise<number> {
  await okValue(
    await m.send('POST', PATHS.payeeName, { payeeName: name }),
    v.object({ payeeName: v.string() }),
  );
  const set = await m.send('POST', PATHS.paymentPassword, {
    password: PAY_PASSWORD,
    confirmPassword: PAY_PASSWORD,
  });
  if (set.status !== 200) throw new Error(`payment password: ${await set.text()}`);
  const account = await okValue(
    await m.send('POST', PATHS.payoutAccounts, {
      kind: 'bank',
      provider: 'BDO',
      holderName: name,
      accountNumber: `00${randomBytes(4).readUInt32BE()}`.slice(0, 12).padEnd(12, '7'),
    }),
    PayoutAccountSchema,
  );
  return account.id;
}

/** The deposit channels `m` is offered, as a lookup of the first of a kind (a kind not seeded throws). */
export async function depositChannels(m: CashierMember): Promise<(kind: Channel['kind']) => Channel> {
  const channels = await okValue(await m.get(PATHS.depositChannels), v.array(ChannelSchema));
  return (kind) => {
    const found = channels.find((c) => c.kind === kind);
    if (!found) throw new Error(`no ${kind} channel seeded`);
    return found;
  };
}
