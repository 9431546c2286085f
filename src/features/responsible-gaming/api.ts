import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { PasswordStatusSchema } from '../../shared/schemas/auth.ts';
import {
  BirthDateStatusSchema,
  type ExclusionRequest,
  ExclusionSchema,
} from '../../shared/schemas/protection.ts';

/** Private, keyed by the account. */
export const protectionKeys = {
  all: ['protection'] as const,
  birthDate: (user: string) => [...protectionKeys.all, 'birthDate', user] as const,
  passwordStatus: (user: string) => [...protectionKeys.all, 'passwordStatus', user] as const,
};

export const birthDateQueryOptions = (user: string) =>
  queryOptions({
    queryKey: protectionKeys.birthDate(user),
    queryFn: ({ signal }) => get(PATHS.birthDate, { schema: BirthDateStatusSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

/** Whether the member has a login password to prove it is them (mobile sign-ups may have none). */
export const passwordStatusQueryOptions = (user: string) =>
  queryOptions({
    queryKey: protectionKeys.passwordStatus(user),
    queryFn: ({ signal }) => get(PATHS.passwordStatus, { schema: PasswordStatusSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const setBirthDateMutationOptions = () =>
  mutationOptions({
    mutationKey: [...protectionKeys.all, 'setBirthDate'],
    mutationFn: (birthDate: string) =>
      request('POST', PATHS.birthDate, { schema: BirthDateStatusSchema, body: { birthDate } }),
  });

/** Takes a time-out or self-exclusion: the server signs every session out at once. */
export const takeExclusionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...protectionKeys.all, 'exclusion'],
    mutationFn: (body: ExclusionRequest) =>
      request('POST', PATHS.exclusion, { schema: ExclusionSchema, body }),
  });
