// Password hashing at the configured cost. Unknown accounts still cost one hash (a dummy), so the
// answer time does not tell whether an account exists.
import { hashPassword, needsRehash, verifyPassword } from '../lib/password.ts';

/** Stored for accounts without a usable password (trials, mobile sign-ups without one): never verifies. */
export const NO_PASSWORD = '!none';

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(readonly logN: number) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.logN);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /** Burns the time of one verification and answers false. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= hashPassword('not-a-password', this.logN);
    await verifyPassword(password, await this.dummy);
    return false;
  }

  needsRehash(stored: string): boolean {
    return stored.startsWith('scrypt$') && needsRehash(stored, this.logN);
  }
}
