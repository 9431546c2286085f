import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { WALLET_QUERY_ROOT } from '../../components/shell/balance.ts';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type ChangePasswordSchema,
  type ForgotEmailSchema,
  LoginResultSchema,
  PasswordStatusSchema,
  RegistrationSettingsSchema,
  RenewSchema,
  type ResetByEmailSchema,
  type SetPasswordByPhoneSchema,
  type SmsRequestSchema,
  SmsSentSchema,
} from '../../shared/schemas/auth.ts';
import { MemberInfoSchema, WalletSchema } from '../../shared/schemas/session.ts';

type In<T extends v.GenericSchema> = v.InferInput<T>;
/** Answers whose value the app does not read (logout, change password, forgot by e-mail). */
const AnySchema = v.unknown();

/**
 * Key factory. Private data is keyed by the account so a second login in the same tab never sees the
 * first one's answers; the wallet sits under the shell's WALLET_QUERY_ROOT so "refresh balance" reaches it.
 */
export const accountKeys = {
  all: ['account'] as const,
  memberInfo: (user: string) => [...accountKeys.all, 'memberInfo', user] as const,
  passwordStatus: (user: string) => [...accountKeys.all, 'passwordStatus', user] as const,
  wallet: (user: string) => [...WALLET_QUERY_ROOT, user] as const,
  passwordRule: () => [...accountKeys.all, 'passwordRule'] as const,
};

/**
 * The server's password rule (the registration settings' `password` field, SPEC.md section 5: "the
 * password rule"), for new passwords. Public, so it may be persisted.
 */
export const passwordRuleQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.passwordRule(),
    queryFn: ({ signal }) => get(PATHS.registrationSettings, { schema: RegistrationSettingsSchema, signal }),
    select: (settings) => settings.fields.find((f) => f.name === 'password'),
    staleTime: 10 * 60_000,
  });

/** The reset SMS code (no session, module id VERIFICATION3); answers the code's lifetime in minutes. */
export const sendResetSms = (body: Omit<In<typeof SmsRequestSchema>, 'purpose'>) =>
  request('POST', PATHS.smsNoLogin, {
    schema: SmsSentSchema,
    body: { ...body, purpose: 'reset' },
  });

export const memberInfoQueryOptions = (user: string) =>
  queryOptions({
    queryKey: accountKeys.memberInfo(user),
    queryFn: ({ signal }) => get(PATHS.memberInfo, { schema: MemberInfoSchema, signal }),
    meta: { persist: false },
  });

export const walletQueryOptions = (user: string) =>
  queryOptions({
    queryKey: accountKeys.wallet(user),
    queryFn: ({ signal }) => get(PATHS.wallet, { schema: WalletSchema, signal }),
    meta: { persist: false },
    // A balance is only worth showing fresh; the header refetches it on home load and on refresh.
    staleTime: 0,
  });

/** Whether the password may change without the old one (DESIGN.md section 5 replaces the spec's PSW). */
export const passwordStatusQueryOptions = (user: string) =>
  queryOptions({
    queryKey: accountKeys.passwordStatus(user),
    queryFn: ({ signal }) => get(PATHS.passwordStatus, { schema: PasswordStatusSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
    gcTime: 0,
  });

/** DELETE the session: the token travels in the Token header (requestContext). */
export const logout = () => request('DELETE', PATHS.session, { schema: AnySchema });

export const renewSession = () => request('POST', PATHS.renew, { schema: RenewSchema });

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'changePassword'],
    mutationFn: (body: In<typeof ChangePasswordSchema>) =>
      request('PUT', PATHS.password, { schema: AnySchema, body }),
  });

/** SPEC.md section 7: the forgot-password e-mail call is form-encoded. */
export const forgotByEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'forgotByEmail'],
    mutationFn: (form: In<typeof ForgotEmailSchema>) =>
      request('POST', PATHS.forgotEmail, { schema: AnySchema, form }),
  });

export const resetByEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'resetByEmail'],
    mutationFn: (body: In<typeof ResetByEmailSchema>) =>
      request('POST', PATHS.resetByEmail, { schema: LoginResultSchema, body }),
  });

export const setPasswordByPhoneMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'setPasswordByPhone'],
    mutationFn: (body: In<typeof SetPasswordByPhoneSchema>) =>
      request('POST', PATHS.setPasswordByPhone, { schema: LoginResultSchema, body }),
  });

export const trialMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'trial'],
    mutationFn: () => request('POST', PATHS.freeplay, { schema: LoginResultSchema }),
  });
