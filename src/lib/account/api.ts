// The signed-in member's own data that the shell and several features show: member info, the wallet,
// session renewal and logout. One definition each, so a balance shown twice is one query.
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PATHS } from '../../shared/paths.ts';
import {
  LoginResultSchema,
  RegistrationSettingsSchema,
  RenewSchema,
  type SmsRequestSchema,
  SmsSentSchema,
} from '../../shared/schemas/auth.ts';
import { MemberInfoSchema, WalletSchema } from '../../shared/schemas/session.ts';
import { get, request } from '../http.ts';
import { WALLET_QUERY_ROOT } from './balance.ts';

/** Private data is keyed by the account, so a second login in the same tab never sees the first one's. */
export const memberKeys = {
  all: ['member'] as const,
  info: (user: string) => [...memberKeys.all, 'info', user] as const,
  /** Under WALLET_QUERY_ROOT, so "refresh balance" reaches every screen that shows it. */
  wallet: (user: string) => [...WALLET_QUERY_ROOT, user] as const,
};

/**
 * The registration settings: the registration form's fields and rules, and the password rule every
 * new password follows (SPEC.md section 5). Public, so it may be persisted; one query for both.
 */
export const registrationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['registrationSettings'] as const,
    queryFn: ({ signal }) => get(PATHS.registrationSettings, { schema: RegistrationSettingsSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const memberInfoQueryOptions = (user: string) =>
  queryOptions({
    queryKey: memberKeys.info(user),
    queryFn: ({ signal }) => get(PATHS.memberInfo, { schema: MemberInfoSchema, signal }),
    meta: { persist: false },
  });

export const walletQueryOptions = (user: string) =>
  queryOptions({
    queryKey: memberKeys.wallet(user),
    queryFn: ({ signal }) => get(PATHS.wallet, { schema: WalletSchema, signal }),
    meta: { persist: false },
    // A balance is only worth showing fresh; the header refetches it on home load and on refresh.
    staleTime: 0,
  });

/** DELETE the session: the token travels in the Token header. */
export const logout = () => request('DELETE', PATHS.session, { schema: v.unknown() });

export const renewSession = () => request('POST', PATHS.renew, { schema: RenewSchema });

/** Test play (SPEC.md section 4): the server answers a trial account's session. */
export const startTrial = () => request('POST', PATHS.freeplay, { schema: LoginResultSchema });

/** Sends an SMS code (no session needed); answers the code's lifetime in minutes. */
export const sendSmsCode = (body: v.InferInput<typeof SmsRequestSchema>) =>
  request('POST', PATHS.smsNoLogin, { schema: SmsSentSchema, body });
