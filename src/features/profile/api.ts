import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { get, request } from '../../lib/http.ts';
import { AVATAR_FIELD } from '../../shared/constants/security.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  AvatarSavedSchema,
  NicknameSetSchema,
  SecurityQuestionsSchema,
  type SetSecurityQuestions,
} from '../../shared/schemas/security.ts';

/** Answers whose value the screens do not read: they refetch instead. */
const AnySchema = v.unknown();

/** Private, keyed by the account. */
export const profileKeys = {
  all: ['profile'] as const,
  questions: (user: string) => [...profileKeys.all, 'questions', user] as const,
};

export const setNicknameMutationOptions = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'nickname'],
    mutationFn: (nickname: string) =>
      request('PUT', PATHS.nickname, { schema: NicknameSetSchema, body: { nickname } }),
  });

export const uploadAvatarMutationOptions = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'avatar'],
    mutationFn: (image: Blob) => {
      const multipart = new FormData();
      multipart.append(AVATAR_FIELD, image);
      return request('PUT', PATHS.avatar, { schema: AvatarSavedSchema, multipart });
    },
  });

export const removeAvatarMutationOptions = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'avatarRemove'],
    mutationFn: () => request('DELETE', PATHS.avatar, { schema: AnySchema }),
  });

/** The member's chosen questions (never the answers). */
export const securityQuestionsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: profileKeys.questions(user),
    queryFn: ({ signal }) => get(PATHS.securityQuestions, { schema: SecurityQuestionsSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const setSecurityQuestionsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'questions'],
    mutationFn: (body: SetSecurityQuestions) =>
      request('PUT', PATHS.securityQuestions, { schema: SecurityQuestionsSchema, body }),
  });
