import type { LoginResult } from '../../shared/schemas/auth.ts';
import { sessionFromLogin, setSession } from '../../stores/session.ts';

/** A reset that answers a session logs the member in (SPEC.md section 7: "Set-password success logs in"). */
export function finishLogin(result: LoginResult): void {
  setSession(sessionFromLogin(result));
}
