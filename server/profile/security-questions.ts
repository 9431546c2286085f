// Security questions: SECURITY_QUESTIONS_COUNT different questions of the fixed list, each answer
// normalised (Unicode NFKC, trimmed, case-folded, runs of spaces as one) and hashed like a password —
// never stored plain. `verify` is what a future account recovery asks.
import { asc, eq } from 'drizzle-orm';
import {
  SECURITY_ANSWER_LENGTH,
  SECURITY_QUESTIONS_COUNT,
  type SecurityQuestion,
} from '../../src/shared/constants/security.ts';
import { SECURITY_CODES } from '../../src/shared/errors/security.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { memberSecurityQuestions } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export interface QuestionAnswer {
  question: SecurityQuestion;
  answer: string;
}

/** "  Sto.  Niño " and "sto. niño" are the same answer. */
export const normaliseAnswer = (answer: string) =>
  answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export class SecurityQuestions {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number,
  ) {}

  /** The member's questions in the order chosen (never the answers); empty: none set. */
  async questions(memberId: number): Promise<SecurityQuestion[]> {
    const rows = await this.db
      .select({ question: memberSecurityQuestions.question })
      .from(memberSecurityQuestions)
      .where(eq(memberSecurityQuestions.memberId, memberId))
      .orderBy(asc(memberSecurityQuestions.position));
    return rows.map((r) => r.question as SecurityQuestion);
  }

  /** Replaces every question and answer of the member at once. */
  async set(
    memberId: number,
    answers: readonly QuestionAnswer[],
  ): Promise<Outcome<{ questions: SecurityQuestion[] }>> {
    const normalised = answers.map((a) => ({ question: a.question, answer: normaliseAnswer(a.answer) }));
    const distinct = new Set(normalised.map((a) => a.question)).size === normalised.length;
    const lengthOk = normalised.every((a) => {
      const n = [...a.answer].length;
      return n >= SECURITY_ANSWER_LENGTH.min && n <= SECURITY_ANSWER_LENGTH.max;
    });
    if (normalised.length !== SECURITY_QUESTIONS_COUNT || !distinct || !lengthOk)
      return refused(
        400,
        SECURITY_CODES.questionsInvalid,
        `questions: ${SECURITY_QUESTIONS_COUNT} different ones, answers of ${SECURITY_ANSWER_LENGTH.min}-${SECURITY_ANSWER_LENGTH.max} characters`,
      );
    // Hashing is slow on purpose: done before the transaction, which then only swaps rows.
    const hashes = await Promise.all(normalised.map((a) => this.passwords.hash(a.answer)));
    const createdAt = new Date(this.now());
    await this.db.transaction(async (tx) => {
      await tx.delete(memberSecurityQuestions).where(eq(memberSecurityQuestions.memberId, memberId));
      await tx.insert(memberSecurityQuestions).values(
        normalised.map((a, position) => ({
          memberId,
          position,
          question: a.question,
          answerHash: hashes[position] as string,
          createdAt,
        })),
      );
    });
    return done({ questions: normalised.map((a) => a.question) });
  }

  /**
   * Whether the answers prove the member: every question set is answered, and every answer matches.
   * False when none are set. Every stored answer is checked (no early exit on a wrong one).
   */
  async verify(memberId: number, answers: readonly QuestionAnswer[]): Promise<boolean> {
    const rows = await this.db
      .select({ question: memberSecurityQuestions.question, hash: memberSecurityQuestions.answerHash })
      .from(memberSecurityQuestions)
      .where(eq(memberSecurityQuestions.memberId, memberId));
    if (rows.length === 0) return false;
    const given = new Map(answers.map((a) => [a.question as string, normaliseAnswer(a.answer)]));
    const results = await Promise.all(
      rows.map((r) => {
        const answer = given.get(r.question);
        return answer === undefined ? Promise.resolve(false) : this.passwords.verify(answer, r.hash);
      }),
    );
    return results.every(Boolean);
  }
}
