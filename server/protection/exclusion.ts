// Time-out and self-exclusion (issue 13). The member chooses one (login password as proof); from that
// moment every session is revoked and login, launching games and bets are refused until it ends. Rows are
// only ever inserted: no one, member or operator, can shorten or lift one. A new one is accepted only when
// it ends later than the one running (a permanent one never can be outdone).
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import {
  CASHOUT_SESSION_MINUTES,
  SELF_EXCLUSION_MONTHS,
  type SelfExclusionPeriod,
  TIMEOUT_MS,
  type TimeoutPeriod,
} from '../../src/shared/constants/protection.ts';
import { OPERATOR_TIME_ZONE } from '../../src/shared/constants/time.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import type { CashoutSession, Exclusion, ExclusionRequest } from '../../src/shared/schemas/protection.ts';
import { NO_PASSWORD, type PasswordHasher } from '../auth/passwords.ts';
import type { SessionDevice, SessionStore } from '../auth/sessions.ts';
import { done, type Outcome, refused, refusedWith } from '../core/outcome.ts';
import { memberExclusions, members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import type { Inbox } from '../inbox/inbox.ts';
import type { Providers } from '../providers/types.ts';
import { balanceOf } from '../wallet/ledger.ts';

/** When a time-out or self-exclusion chosen at `startMs` ends; null: permanent. */
export function endOf(req: Pick<ExclusionRequest, 'kind' | 'period'>, startMs: number): number | null {
  if (req.kind === 'timeout') return startMs + TIMEOUT_MS[req.period as TimeoutPeriod];
  const months = SELF_EXCLUSION_MONTHS[req.period as SelfExclusionPeriod];
  if (months === null) return null;
  const end = new Date(startMs);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
}

type Row = typeof memberExclusions.$inferSelect;
const toExclusion = (r: Row): Exclusion => ({
  kind: r.kind,
  period: r.period,
  startsAt: r.startsAt.toISOString(),
  until: r.endsAt ? r.endsAt.toISOString() : null,
});

/**
 * The time-out or self-exclusion covering `nowMs`, or null. With several, the one that ends last
 * (permanent first): that is the date the member is told.
 */
export async function activeExclusion(
  db: DbOrTx,
  memberId: number,
  nowMs: number,
): Promise<Exclusion | null> {
  const now = new Date(nowMs);
  const [row] = await db
    .select()
    .from(memberExclusions)
    .where(
      and(
        eq(memberExclusions.memberId, memberId),
        lte(memberExclusions.startsAt, now),
        or(isNull(memberExclusions.endsAt), gt(memberExclusions.endsAt, now)),
      ),
    )
    .orderBy(sql`${memberExclusions.endsAt} desc nulls first`)
    .limit(1);
  return row ? toExclusion(row) : null;
}

/** The refusal every gate answers (403 protection.excluded, value `{ kind, until }`). */
export const excludedValue = (e: Exclusion) => ({ kind: e.kind, until: e.until });
export const excludedMessage = (e: Exclusion) =>
  e.until === null
    ? 'This account is permanently self-excluded'
    : `This account is ${e.kind === 'timeout' ? 'on a time-out' : 'self-excluded'} until ${e.until}`;
/** That refusal as a gate's failed outcome. */
export const excludedRefusal = (e: Exclusion) =>
  refusedWith(403, EXCLUSION_CODES.excluded, excludedValue(e), excludedMessage(e));

/**
 * A self-excluded member's way back to their money (issue 31): after the right login password, the
 * exclusion refusal carries a cash-out-only session when there is a balance. What it may reach is the
 * session gate's list (server/http/require-session.ts); deposits, play and promotions stay refused.
 * Only self-exclusions: a time-out ends soon and the member withdraws then as anyone does, so the deposit
 * turnover waiver of the cash-out (server/payments/withdrawals.ts) cannot be had daily by 24-hour time-outs.
 * Only a password login: the withdrawal needs the freshly proven password (and the payment password).
 */
export async function openCashout(
  deps: { db: DbOrTx; sessions: SessionStore; now: () => number },
  memberId: number,
  merchantCode: string,
  excluded: Exclusion,
  device: SessionDevice,
): Promise<CashoutSession | undefined> {
  if (excluded.kind !== 'exclusion') return undefined;
  if (((await balanceOf(deps.db, memberId)) ?? 0) <= 0) return undefined;
  const ttlMs = CASHOUT_SESSION_MINUTES * 60_000;
  const token = await deps.sessions.create(memberId, merchantCode, {
    recentAuth: true,
    device,
    cashout: { ttlMs },
  });
  return { token, expiresAt: new Date(deps.now() + ttlMs).toISOString() };
}

/** The end as members read it: the operator's clock (Manila). */
const MANILA_TIME = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: OPERATOR_TIME_ZONE,
});

/** Plain-text confirmation (inbox and e-mail), in English and Filipino. */
function confirmation(e: Exclusion): { title: string; text: string[] } {
  const until = e.until ? `${MANILA_TIME.format(new Date(e.until))} (Manila time)` : null;
  if (e.kind === 'timeout')
    return {
      title: 'Your time-out has started',
      text: [
        `You chose a time-out. Until ${until} you cannot log in, play or bet; it cannot be shortened.`,
        `Pinili mo ang time-out. Hanggang ${until} hindi ka makakapag-log in, makakapaglaro o makakataya; hindi ito maaaring paikliin.`,
      ],
    };
  return {
    title: 'Your self-exclusion has started',
    text: until
      ? [
          `You chose to self-exclude. Until ${until} you cannot log in, play or bet; it cannot be shortened.`,
          `Pinili mong i-self-exclude ang sarili. Hanggang ${until} hindi ka makakapag-log in, makakapaglaro o makakataya; hindi ito maaaring paikliin.`,
        ]
      : [
          'You chose to self-exclude permanently. You can no longer log in, play or bet.',
          'Pinili mong permanenteng i-self-exclude ang sarili. Hindi ka na makakapag-log in, makakapaglaro o makakataya.',
        ],
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export class Exclusions {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      sessions: SessionStore;
      passwords: PasswordHasher;
      providers: Providers;
      inbox: Inbox;
      now: () => number;
      logError: (message: string, err: unknown) => void;
    },
  ) {}

  current(memberId: number): Promise<Exclusion | null> {
    return activeExclusion(this.db, memberId, this.deps.now());
  }

  /**
   * Takes a time-out or self-exclusion for the session's member: the password first, then (member row
   * locked, so two at once cannot both pass the "ends later" check) the new end against the running one.
   */
  async take(memberId: number, req: ExclusionRequest): Promise<Outcome<Exclusion>> {
    const [member] = await this.db.select().from(members).where(eq(members.id, memberId));
    if (!member || member.type === MEMBER_TYPE_TRIAL)
      return refused(403, CODES.permissionDenied, 'Real members only');
    // A mobile sign-up without a password logs in by SMS code: its session is the proof, so it can
    // still protect itself (a time-out must never be out of a player's reach).
    if (
      member.passwordHash !== NO_PASSWORD &&
      !(await this.deps.passwords.verify(req.password, member.passwordHash))
    )
      return refused(400, EXCLUSION_CODES.passwordWrong, 'The login password is wrong');
    const nowMs = this.deps.now();
    const ends = endOf(req, nowMs);
    const taken = await this.db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const running = await activeExclusion(tx, memberId, nowMs);
      if (running && (running.until === null || (ends !== null && ends <= Date.parse(running.until))))
        return null;
      const [row] = await tx
        .insert(memberExclusions)
        .values({
          memberId,
          merchantCode: member.merchantCode,
          kind: req.kind,
          period: req.period,
          startsAt: new Date(nowMs),
          endsAt: ends === null ? null : new Date(ends),
          createdAt: new Date(nowMs),
        })
        .returning();
      if (!row) throw new Error('exclusion: insert returned nothing');
      return toExclusion(row);
    });
    if (!taken)
      return refused(
        409,
        EXCLUSION_CODES.notLonger,
        'A time-out or self-exclusion is running that ends later: it cannot be shortened',
      );
    // From this moment: every device is signed out (game tokens die with their sessions).
    await this.deps.sessions.revokeMember(memberId);
    await this.confirm(member, taken);
    return done(taken);
  }

  /** The confirmation in the inbox and, when an e-mail is bound, through the outbox; never undoes the exclusion. */
  private async confirm(member: typeof members.$inferSelect, e: Exclusion) {
    const { title, text } = confirmation(e);
    try {
      await this.deps.inbox.send(member.merchantCode, 'system:protection', {
        audience: 'member',
        account: member.account,
        title,
        bodyHtml: text.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
      });
    } catch (err) {
      this.deps.logError('exclusion: inbox confirmation failed', err);
    }
    if (member.email) {
      await this.deps.providers.email
        .send({ to: member.email, subject: title, body: text.join('\n\n') })
        .catch((err) => this.deps.logError('exclusion: e-mail confirmation failed', err));
    }
  }

  /** Operators: a member's time-outs and self-exclusions (read only: there is nothing to shorten or lift). */
  async history(merchantCode: string, account: string) {
    const [member] = await this.db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(
        and(
          eq(members.merchantCode, merchantCode),
          sql`lower(${members.account}) = ${account.trim().toLowerCase()}`,
        ),
      );
    if (!member) return null;
    const rows = await this.db
      .select()
      .from(memberExclusions)
      .where(eq(memberExclusions.memberId, member.id))
      .orderBy(desc(memberExclusions.createdAt), desc(memberExclusions.id));
    return {
      account: member.account,
      active: await this.current(member.id),
      history: rows.map((r) => ({ ...toExclusion(r), createdAt: r.createdAt.toISOString() })),
    };
  }
}
