import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { PATHS } from '../../shared/paths.ts';
import { AgreementSchema, NoticeListSchema, NoticeReadSchema } from '../../shared/schemas/notices.ts';

export type NoticeKind = 'player' | 'agent';

/**
 * Key factory: lists are translated and hold read state, so keys carry the language and the account
 * (null: a visitor). Read state is private: not persisted.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  list: (kind: NoticeKind, language: Language, user: string | null) =>
    [...noticeKeys.all, kind, language, user] as const,
  agreement: (language: Language) => ['agreement', language] as const,
};

/**
 * /m/notice (`player`: types B, PL, PU, H of m_home, read state when signed in) or
 * /m/member/notice?types=A (`agent`: the agents' announcements; needs an agent's session).
 */
export const noticeListQueryOptions = (kind: NoticeKind, language: Language, user: string | null) =>
  queryOptions({
    queryKey: noticeKeys.list(kind, language, user),
    queryFn: ({ signal }) =>
      kind === 'agent'
        ? get(PATHS.agentNotices, { schema: NoticeListSchema, query: { language }, signal })
        : get(PATHS.notices, { schema: NoticeListSchema, query: { groupName: 'm_home', language }, signal }),
    meta: { persist: false },
  });

export const markNoticeReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...noticeKeys.all, 'read'],
    mutationFn: (id: number) =>
      request('POST', PATHS.noticeRead, { schema: NoticeReadSchema, body: { ids: [id] } }),
  });

/** The user agreement in the app's language (empty when the operator has set none). */
export const agreementQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: noticeKeys.agreement(language),
    queryFn: ({ signal }) =>
      get(PATHS.userAgreement, { schema: AgreementSchema, query: { language }, signal }),
  });
