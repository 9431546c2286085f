import type { LoginResult } from '../../src/shared/schemas/auth.ts';
import type { Services } from '../context.ts';
import { markLogin } from './members.ts';
import type { SessionDevice } from './sessions.ts';

/** Opens a session for `member` and builds the answer of login, registration, trial and resets. */
export async function startSession(
  { db, sessions, now }: Services,
  member: { id: number; account: string; type: number; mustSetPassword?: boolean },
  merchant: string,
  opts: { recentAuth: boolean; merchantCode?: string; device?: SessionDevice },
): Promise<LoginResult> {
  const token = await sessions.create(member.id, merchant, {
    recentAuth: opts.recentAuth,
    ...(opts.device ? { device: opts.device } : {}),
  });
  const firstTimeLogin = await markLogin(db, member.id, new Date(now()));
  return {
    token,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    mustSetPassword: member.mustSetPassword ?? false,
    merchantCode: opts.merchantCode ?? merchant,
  };
}
