// Sign-up: the merchant's registration settings, invitation codes, and the registration itself. Order of
// checks: method switch, invitation code (SPEC: checked first), field rules, confirmation, password
// policy, the minimum-age confirmation, captcha, uniqueness, SMS code, then the insert (whose unique
// indexes settle races between concurrent sign-ups).
import type { RegisterField } from '../../src/shared/constants/accounts.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { AGE_CODES } from '../../src/shared/errors/protection.ts';
import { registrationProblem } from '../../src/shared/registration.ts';
import type { LoginResult, RegistrationPayload } from '../../src/shared/schemas/auth.ts';
import { roomBelow, TOO_DEEP_MESSAGE } from '../agents/team.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused, refusedWith } from '../core/outcome.ts';
import { uniqueViolation } from '../db/pg-errors.ts';
import { members } from '../db/schema.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { linkReferrer } from '../referrals/referrals.ts';
import { openEmptyWallet } from '../wallet/ledger.ts';
import { agentOfCode } from './affiliates.ts';
import { startSession } from './login-result.ts';
import { findByAccount, findByMobile } from './members.ts';
import { passwordProblem } from './password-policy.ts';
import { NO_PASSWORD } from './passwords.ts';
import { registrationSettings, ruleOf, storedRegistration } from './registration-rules.ts';
import type { SessionDevice } from './sessions.ts';

/** Regular members (SPEC: registration `type` is always 0). */
const MEMBER_TYPE = 0;

export class Registrations {
  constructor(private readonly s: Services) {}

  /** Registration methods, field rules and captcha switch of the merchant; null for an unknown one. */
  async settings(merchant: string) {
    const site = await this.s.siteConfig.stored(merchant);
    if (!site) return null;
    return registrationSettings(site, await storedRegistration(this.s.db, merchant));
  }

  /** Whether an invitation code names an agent of the merchant. */
  async codeValid(merchant: string, code: string): Promise<boolean> {
    return (await agentOfCode(this.s.db, merchant, code)) !== undefined;
  }

  /** Registers a member from the opened (sealed) payload and starts its session. */
  async register(
    p: RegistrationPayload,
    merchant: string,
    device: SessionDevice,
  ): Promise<Outcome<LoginResult>> {
    const settings = await this.settings(merchant);
    if (!settings) return refused(400, CODES.merchantUnknown, '');
    if (!settings.methods[p.method])
      return refused(403, CODES.featureDisabled, `Registration by ${p.method} is off`);
    const { fields } = settings;
    const enabled = (name: RegisterField) => ruleOf(fields, name)?.enabled === true;
    const invalid = (field: RegisterField) =>
      refusedWith(
        400,
        AUTH_CODES.fieldInvalid,
        { field },
        ruleOf(fields, field)?.message ?? `${field}: invalid`,
      );

    // 1. Invitation code first.
    let parentId: number | null = null;
    const affiliate = p.affiliateCode?.trim();
    if (enabled('affiliateCode') && affiliate) {
      const agent = await agentOfCode(this.s.db, merchant, affiliate);
      if (agent === undefined) return refused(400, AUTH_CODES.invitationCodeError, 'Invalid invitation code');
      // The code's agent is at the deepest a team goes: nobody more can join below it.
      if (!(await roomBelow(this.s.db, agent)))
        return refused(409, AGENT_REBATE_CODES.tooDeep, TOO_DEEP_MESSAGE);
      parentId = agent;
    }

    // 2. Field rules: which fields this method uses, and which it cannot do without.
    const byUsername = p.method === 'username';
    const needsSms = !byUsername || settings.smsVerification;
    const needsPassword = byUsername || settings.mobilePassword;
    // The field matrix and checks the app's form runs (src/shared/registration.ts); a confirmation
    // that differs keeps its own code.
    const problem = registrationProblem(settings, p.method, p);
    if (problem?.code === AUTH_CODES.passwordMismatch)
      return refused(400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
    if (problem) return invalid(problem.field);
    const mobile =
      p.mobileNum?.trim() && p.countryDialingCode ? normaliseMobile(p.countryDialingCode, p.mobileNum) : null;
    if (needsSms && !mobile) return invalid('mobileNum');

    // The account name: the user name, or for mobile sign-ups the number itself.
    const account = byUsername ? (p.username?.trim() ?? '') : (mobile ?? '');
    if (needsPassword) {
      if (p.password !== p.confirmPassword)
        return refused(400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
      const problem = passwordProblem(p.password ?? '', account, ruleOf(fields, 'password'));
      if (problem?.code === AUTH_CODES.fieldInvalid) return invalid('password');
      if (problem) return refused(400, problem.code, problem.message);
    }

    // The member confirms the minimum age (issue 13); before the captcha, which a refusal would burn.
    if (p.ageConfirmed !== true)
      return refused(400, AGE_CODES.unconfirmed, `Please confirm you are ${settings.minimumAge} or older`);

    // 3. Captcha (a wrong answer burns it: the app fetches a new one).
    if (settings.captcha) {
      if (!p.captcha?.trim() || !p.captchaId)
        return refused(400, AUTH_CODES.captchaRequired, 'Captcha required');
      if (!(await this.s.captchas.verify(p.captchaId, p.captcha)))
        return refused(400, AUTH_CODES.captchaInvalid, 'Wrong or expired captcha');
    }

    // 4. Uniqueness, early (the unique indexes have the last word below).
    if (await findByAccount(this.s.db, merchant, account))
      return refused(409, AUTH_CODES.usernameTaken, 'Sorry, the username already exists');
    if (mobile && (await findByMobile(this.s.db, merchant, mobile)))
      return refused(409, AUTH_CODES.mobileTaken, 'Mobile number already registered');

    // 5. The SMS code, checked now and spent only by a sign-up that goes through.
    let codeId: number | undefined;
    if (needsSms && mobile) {
      const checked = await this.s.smsCodes.check(merchant, mobile, 'register', p.verificationCode ?? '');
      if (!checked.ok) {
        return refused(
          400,
          checked.reason === 'expired' ? AUTH_CODES.smsCodeExpired : AUTH_CODES.smsCodeInvalid,
          'Verification code error',
        );
      }
      codeId = checked.id;
    }

    const recommender =
      p.recommenderId?.trim() && (await this.s.siteConfig.stored(merchant))?.promotions.REFERRAL
        ? p.recommenderId.trim()
        : undefined;
    const passwordHash = needsPassword ? await this.s.passwords.hash(p.password ?? '') : NO_PASSWORD;
    const at = new Date(this.s.now());
    let created: { id: number; account: string; type: number } | undefined;
    try {
      created = await this.s.db.transaction(async (tx) => {
        if (codeId !== undefined && !(await this.s.smsCodes.consume(codeId, tx))) return undefined;
        const [member] = await tx
          .insert(members)
          .values({
            merchantCode: merchant,
            account,
            nickname: enabled('nickname') && p.nickname?.trim() ? p.nickname.trim() : null,
            passwordHash,
            type: MEMBER_TYPE,
            regDate: at,
            parentId,
            mobile,
            email: enabled('email') && p.email?.trim() ? p.email.trim() : null,
            registerMethod: p.registerMethod,
            registerUrl: p.registerUrl.trim() || null,
          })
          .returning({ id: members.id, account: members.account, type: members.type });
        if (!member) throw new Error('member not created');
        await openEmptyWallet(tx, member.id);
        // Invite friends: the referral code's owner becomes the referrer while the REFERRAL promotion is on
        // (an unknown code, or one of a trial, is ignored: the sign-up goes through without a referrer).
        if (recommender) await linkReferrer(tx, merchant, member.id, recommender, at);
        return member;
      });
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === undefined) throw err;
      return index.includes('mobile')
        ? refused(409, AUTH_CODES.mobileTaken, 'Mobile number already registered')
        : refused(409, AUTH_CODES.usernameTaken, 'Sorry, the username already exists');
    }
    if (!created) return refused(400, AUTH_CODES.smsCodeInvalid, 'Verification code error');
    return done(await startSession(this.s, created, merchant, { recentAuth: true, device }));
  }
}
