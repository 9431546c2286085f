// Captchas: a random 4-5 digit code, checked against its hash; single use (a wrong answer burns it),
// 5 minutes. A sealed copy (AES-GCM, key derived from the ops token) lets GET /ops/captcha/:id show
// the code to operators and e2e tests; nothing else can read it.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchas } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { randomDigits, sha256 } from '../lib/tokens.ts';
import { renderCaptcha, svgDataUrl } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export class CaptchaStore {
  private readonly sealKey: Buffer;

  constructor(
    private readonly db: Db,
    opsToken: string,
    private readonly now: () => number,
  ) {
    this.sealKey = createHash('sha256').update(`swerte-captcha:${opsToken}`).digest();
  }

  async create(): Promise<{ captchaId: string; image: string }> {
    const captchaId = randomBytes(16).toString('base64url');
    const code = randomDigits(4 + randomInt(2));
    const now = this.now();
    await this.db.insert(captchas).values({
      id: captchaId,
      codeHash: sha256(`${captchaId}:${code}`),
      codeSealed: this.seal(code),
      createdAt: new Date(now),
      expiresAt: new Date(now + CAPTCHA_TTL_MS),
    });
    return { captchaId, image: svgDataUrl(renderCaptcha(code)) };
  }

  /** True for the right answer to a live captcha. Any answer uses the captcha up. */
  async verify(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!captchaId || !answer) return false;
    const now = new Date(this.now());
    const [row] = await this.db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
      .returning({ codeHash: captchas.codeHash });
    if (!row) return false;
    const given = Buffer.from(sha256(`${captchaId}:${answer.trim()}`));
    const expected = Buffer.from(row.codeHash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Operator aid: the code of a captcha, or null if unknown. */
  async reveal(captchaId: string): Promise<{ code: string; used: boolean; expired: boolean } | null> {
    const [row] = await this.db.select().from(captchas).where(eq(captchas.id, captchaId));
    if (!row) return null;
    return {
      code: this.unseal(row.codeSealed),
      used: !!row.usedAt,
      expired: row.expiresAt.getTime() <= this.now(),
    };
  }

  private seal(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const data = Buffer.concat([cipher.update(code, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return Buffer.concat([iv, data]).toString('base64');
  }

  private unseal(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}
