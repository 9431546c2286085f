import * as v from 'valibot';
import { proxy } from 'valtio';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { MEMBER_TYPE_TRIAL } from '../shared/constants/members.ts';
import type { LoginResult } from '../shared/schemas/auth.ts';
import { type SessionInfo, SessionInfoSchema } from '../shared/schemas/session.ts';

/** Session storage: the trial account's name (SPEC.md section 4, trial flow). Gone with the tab or sign-out. */
export const TRIAL_USER_KEY = 'TRIAL_USER';

/** Parses the stored MC_SESSION_INFO; anything malformed counts as "not logged in". */
export function parseSession(raw: string | null): SessionInfo | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(SessionInfoSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The member session of this tab (SPEC.md section 3: session storage, key MC_SESSION_INFO). */
export const sessionStore = proxy<{ session: SessionInfo | null }>({
  session: parseSession(readStorage('session', STORAGE_KEYS.sessionInfo)),
});

export function setSession(session: SessionInfo): void {
  writeStorage('session', STORAGE_KEYS.sessionInfo, JSON.stringify(session));
  sessionStore.session = session;
}

export function clearSession(): void {
  writeStorage('session', STORAGE_KEYS.sessionInfo, null);
  sessionStore.session = null;
}

/**
 * The one way a session starts: the answer of a login, registration, trial or password reset
 * (SPEC.md section 3). A trial is type 4 whatever the answer says, and its name is kept for the tab.
 * `mustSetPassword` (decision 50) is what the answer says (the login form fills it in for SPEC's platform).
 */
export function startSession(result: LoginResult, { trial = false }: { trial?: boolean } = {}): void {
  if (trial) writeStorage('session', TRIAL_USER_KEY, result.userName);
  setSession({
    token: result.token,
    merchantCode: result.merchantCode,
    userName: result.userName,
    type: trial ? MEMBER_TYPE_TRIAL : result.customerType,
    firstTimeLogin: result.firstTimeLogin,
    mustSetPassword: result.mustSetPassword === true,
  });
}
