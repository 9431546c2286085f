// Registration: settings, invitation-code check and the sealed sign-up itself.
// Order of checks on PUT: method switch, invitation code (SPEC: checked first), field rules,
// confirmation, password policy, the minimum-age confirmation, captcha, uniqueness, SMS code, then the insert (whose unique indexes
// settle races between concurrent sign-ups).
import { Hono } from 'hono';
import type { RegisterField } from '../../src/shared/constants/accounts.ts';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { AGE_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { registrationProblem } from '../../src/shared/registration.ts';
import {
  AffiliateCheckResultSchema,
  AffiliateCheckSchema,
  LoginResultSchema,
  RegistrationPayloadSchema,
  RegistrationSettingsSchema,
} from '../../src/shared/schemas/auth.ts';
import { roomBelow, TOO_DEEP_MESSAGE } from '../agents/team.ts';
import { agentOfCode } from '../auth/affiliates.ts';
import { startSession } from '../auth/login-result.ts';
import { findByAccount, findByMobile } from '../auth/members.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { registrationSettings, ruleOf, storedRegistration } from '../auth/registration-rules.ts';
import type { AppEnv, Services } from '../context.ts';
import { uniqueViolation } from '../db/pg-errors.ts';
import { members } from '../db/schema.ts';
import { fail, failWith, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { openSealed } from '../http/sealed.ts';
import { sessionDevice } from '../http/session-device.ts';
import { validJson } from '../http/validate.ts';
import { normaliseMobile } from '../lib/mobile.ts';
import { linkReferrer } from '../referrals/referrals.ts';
import { openWallet } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

/** Regular members (SPEC: registration `type` is always 0). */
const MEMBER_TYPE = 0;

export function registerRoutes(services: Services) {
  const { db, keys, siteConfig, captchas, smsCodes, passwords } = services;
  const app = new Hono<AppEnv>();

  async function settingsOf(merchant: string) {
    const site = await siteConfig.stored(merchant);
    if (!site) return null;
    const stored = await storedRegistration(db, merchant);
    return registrationSettings(site, stored);
  }

  app.get(
    PATHS.registrationSettings,
    documented({
      summary: 'Registration methods, field rules and captcha switch of the merchant',
      value: RegistrationSettingsSchema,
    }),
    async (c) => {
      const settings = await settingsOf(c.get('merchant'));
      return settings ? ok(c, settings) : fail(c, 400, CODES.merchantUnknown);
    },
  );

  app.post(
    PATHS.affiliateCheck,
    documented({ summary: 'Whether an invitation code is valid', value: AffiliateCheckResultSchema }),
    validJson(AffiliateCheckSchema),
    async (c) => {
      const { code } = c.req.valid('json');
      return ok(c, { success: (await agentOfCode(db, c.get('merchant'), code)) !== undefined });
    },
  );

  app.put(
    PATHS.register,
    documented({
      summary: 'Register (by user name or mobile number) and start a session',
      description: 'A field that breaks its rule answers `field.invalid` with `{ field }`.',
      sealed: { name: 'RegistrationPayload', schema: RegistrationPayloadSchema },
      value: LoginResultSchema,
      failures: {
        400: [
          CODES.invalidRequest,
          AUTH_CODES.invitationCodeError,
          AUTH_CODES.fieldInvalid,
          AUTH_CODES.passwordMismatch,
          AUTH_CODES.passwordCommon,
          AUTH_CODES.captchaRequired,
          AUTH_CODES.captchaInvalid,
          AUTH_CODES.smsCodeInvalid,
          AUTH_CODES.smsCodeExpired,
          AGE_CODES.unconfirmed,
        ],
        403: [CODES.featureDisabled],
        409: [AUTH_CODES.usernameTaken, AUTH_CODES.mobileTaken, AGENT_REBATE_CODES.tooDeep],
      },
    }),
    async (c) => {
      const opened = await openSealed(c, keys, RegistrationPayloadSchema);
      if (!opened.ok) return opened.response;
      const p = opened.value;
      const merchant = c.get('merchant');
      const settings = await settingsOf(merchant);
      if (!settings) return fail(c, 400, CODES.merchantUnknown);
      if (!settings.methods[p.method])
        return fail(c, 403, CODES.featureDisabled, `Registration by ${p.method} is off`);
      const { fields } = settings;
      const enabled = (name: RegisterField) => ruleOf(fields, name)?.enabled === true;
      const invalid = (field: RegisterField) =>
        failWith(
          c,
          400,
          AUTH_CODES.fieldInvalid,
          { field },
          ruleOf(fields, field)?.message ?? `${field}: invalid`,
        );

      // 1. Invitation code first.
      let parentId: number | null = null;
      const affiliate = p.affiliateCode?.trim();
      if (enabled('affiliateCode') && affiliate) {
        const agent = await agentOfCode(db, merchant, affiliate);
        if (agent === undefined)
          return fail(c, 400, AUTH_CODES.invitationCodeError, 'Invalid invitation code');
        // The code's agent is at the deepest a team goes: nobody more can join below it.
        if (!(await roomBelow(db, agent))) return fail(c, 409, AGENT_REBATE_CODES.tooDeep, TOO_DEEP_MESSAGE);
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
        return fail(c, 400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
      if (problem) return invalid(problem.field);
      const mobile =
        p.mobileNum?.trim() && p.countryDialingCode
          ? normaliseMobile(p.countryDialingCode, p.mobileNum)
          : null;
      if (needsSms && !mobile) return invalid('mobileNum');

      // The account name: the user name, or for mobile sign-ups the number itself.
      const account = byUsername ? (p.username?.trim() ?? '') : (mobile ?? '');
      if (needsPassword) {
        if (p.password !== p.confirmPassword)
          return fail(c, 400, AUTH_CODES.passwordMismatch, 'Confirmation password not matched');
        const problem = passwordProblem(p.password ?? '', account, ruleOf(fields, 'password'));
        if (problem?.code === AUTH_CODES.fieldInvalid) return invalid('password');
        if (problem) return fail(c, 400, problem.code, problem.message);
      }

      // The member confirms the minimum age (issue 13); before the captcha, which a refusal would burn.
      if (p.ageConfirmed !== true)
        return fail(c, 400, AGE_CODES.unconfirmed, `Please confirm you are ${settings.minimumAge} or older`);

      // 3. Captcha (a wrong answer burns it: the app fetches a new one).
      if (settings.captcha) {
        if (!p.captcha?.trim() || !p.captchaId)
          return fail(c, 400, AUTH_CODES.captchaRequired, 'Captcha required');
        if (!(await captchas.verify(p.captchaId, p.captcha)))
          return fail(c, 400, AUTH_CODES.captchaInvalid, 'Wrong or expired captcha');
      }

      // 4. Uniqueness, early (the unique indexes have the last word below).
      if (await findByAccount(db, merchant, account))
        return fail(c, 409, AUTH_CODES.usernameTaken, 'Sorry, the username already exists');
      if (mobile && (await findByMobile(db, merchant, mobile)))
        return fail(c, 409, AUTH_CODES.mobileTaken, 'Mobile number already registered');

      // 5. The SMS code, checked now and spent only by a sign-up that goes through.
      let codeId: number | undefined;
      if (needsSms && mobile) {
        const checked = await smsCodes.check(merchant, mobile, 'register', p.verificationCode ?? '');
        if (!checked.ok) {
          return fail(
            c,
            400,
            checked.reason === 'expired' ? AUTH_CODES.smsCodeExpired : AUTH_CODES.smsCodeInvalid,
            'Verification code error',
          );
        }
        codeId = checked.id;
      }

      const recommender =
        p.recommenderId?.trim() && (await siteConfig.stored(merchant))?.promotions.REFERRAL
          ? p.recommenderId.trim()
          : undefined;
      const passwordHash = needsPassword ? await passwords.hash(p.password ?? '') : NO_PASSWORD;
      const at = new Date(services.now());
      let created: { id: number; account: string; type: number } | undefined;
      try {
        created = await db.transaction(async (tx) => {
          if (codeId !== undefined && !(await smsCodes.consume(codeId, tx))) return undefined;
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
          // A new wallet opens at 0: no ledger entry (the first money comes in through the ledger).
          await openWallet(tx, {
            memberId: member.id,
            openingCents: 0,
            reason: 'opening',
            reference: ledgerRef.opening(member.id),
          });
          // Invite friends: the referral code's owner becomes the referrer while the REFERRAL promotion is on
          // (an unknown code, or one of a trial, is ignored: the sign-up goes through without a referrer).
          if (recommender) await linkReferrer(tx, merchant, member.id, recommender, at);
          return member;
        });
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === undefined) throw err;
        return index.includes('mobile')
          ? fail(c, 409, AUTH_CODES.mobileTaken, 'Mobile number already registered')
          : fail(c, 409, AUTH_CODES.usernameTaken, 'Sorry, the username already exists');
      }
      if (!created) return fail(c, 400, AUTH_CODES.smsCodeInvalid, 'Verification code error');
      return ok(
        c,
        await startSession(services, created, merchant, {
          recentAuth: true,
          device: sessionDevice(c, services.config.trustProxy),
        }),
      );
    },
  );

  return app;
}
