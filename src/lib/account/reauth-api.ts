// Re-entering the login password (POST PATHS.passwordConfirm): apart from api.ts, which the first page
// loads, so only the lazy screens that ask for a recent login carry these schemas.
import { mutationOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { PATHS } from '../../shared/paths.ts';
import { type ConfirmLoginPasswordSchema, RecentAuthSchema } from '../../shared/schemas/payout.ts';
import { request } from '../http.ts';

/** Re-enter the login password: recently-authenticated calls are allowed again for a while. */
export const confirmLoginPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'confirmLoginPassword'],
    mutationFn: (body: v.InferInput<typeof ConfirmLoginPasswordSchema>) =>
      request('POST', PATHS.passwordConfirm, { schema: RecentAuthSchema, body }),
  });
