import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { SmsSentSchema } from '../../shared/schemas/auth.ts';
import {
  type AddPayoutAccountSchema,
  type ChangePaymentPasswordSchema,
  PayoutAccountSchema,
  PayoutProfileSchema,
  type ResetPaymentPasswordSchema,
  type SetPayeeNameSchema,
  type SetPaymentPasswordSchema,
} from '../../shared/schemas/payout.ts';

type In<T extends v.GenericSchema> = v.InferInput<T>;
/** Answers whose value the screens do not read: they refetch the profile instead. */
const AnySchema = v.unknown();

/** Private, keyed by the account. */
export const payoutKeys = {
  all: ['payout'] as const,
  profile: (user: string) => [...payoutKeys.all, 'profile', user] as const,
};

/** Payee name, payment password set or not, the accounts and the masked mobile: always fresh. */
export const payoutProfileQueryOptions = (user: string) =>
  queryOptions({
    queryKey: payoutKeys.profile(user),
    queryFn: ({ signal }) => get(PATHS.payoutProfile, { schema: PayoutProfileSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const setPayeeNameMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'payeeName'],
    mutationFn: (body: In<typeof SetPayeeNameSchema>) =>
      request('POST', PATHS.payeeName, { schema: AnySchema, body }),
  });

export const addPayoutAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'addAccount'],
    mutationFn: (body: In<typeof AddPayoutAccountSchema>) =>
      request('POST', PATHS.payoutAccounts, { schema: PayoutAccountSchema, body }),
  });

export const removePayoutAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'removeAccount'],
    mutationFn: (id: number) => request('DELETE', `${PATHS.payoutAccounts}/${id}`, { schema: AnySchema }),
  });

export const setPaymentPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'setPaymentPassword'],
    mutationFn: (body: In<typeof SetPaymentPasswordSchema>) =>
      request('POST', PATHS.paymentPassword, { schema: AnySchema, body }),
  });

export const changePaymentPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'changePaymentPassword'],
    mutationFn: (body: In<typeof ChangePaymentPasswordSchema>) =>
      request('PUT', PATHS.paymentPassword, { schema: AnySchema, body }),
  });

/** SMS a reset code to the member's bound mobile; answers the code's lifetime in minutes. */
export const sendPaymentPasswordSms = () =>
  request('POST', PATHS.paymentPasswordSms, { schema: SmsSentSchema });

export const resetPaymentPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...payoutKeys.all, 'resetPaymentPassword'],
    mutationFn: (body: In<typeof ResetPaymentPasswordSchema>) =>
      request('POST', PATHS.paymentPasswordReset, { schema: AnySchema, body }),
  });
