import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { registrationSettingsQueryOptions } from '../../lib/account/api.ts';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  type ChangePasswordSchema,
  type FirstPasswordSchema,
  type ForgotEmailSchema,
  LoginResultSchema,
  PasswordStatusSchema,
  type ResetByEmailSchema,
  type SetPasswordByPhoneSchema,
} from '../../shared/schemas/auth.ts';

type In<T extends v.GenericSchema> = v.InferInput<T>;
/** Answers whose value the app does not read (change password, forgot by e-mail). */
const AnySchema = v.unknown();

/** Key factory; the password status is private, keyed by the account (member info and wallet: lib/account). */
export const accountKeys = {
  all: ['account'] as const,
  passwordStatus: (user: string) => [...accountKeys.all, 'passwordStatus', user] as const,
};

/**
 * The server's password rule (the registration settings' `password` field, SPEC.md section 5: "the
 * password rule"), for new passwords. Public, so it may be persisted.
 */
export const passwordRuleQueryOptions = () =>
  queryOptions({
    ...registrationSettingsQueryOptions(),
    select: (settings) => settings.fields.find((f) => f.name === 'password'),
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

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'changePassword'],
    mutationFn: (body: In<typeof ChangePasswordSchema>) =>
      request('PUT', PATHS.password, { schema: AnySchema, body }),
  });

/** The first password (issue 35): no old one, the session proves it. */
export const firstPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.all, 'firstPassword'],
    mutationFn: (body: In<typeof FirstPasswordSchema>) =>
      request('POST', PATHS.firstPassword, { schema: AnySchema, body }),
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
