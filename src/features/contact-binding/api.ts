import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  CodeSentSchema,
  ContactsSchema,
  type EmailBind,
  EmailBoundSchema,
  type MobileBind,
  MobileBoundSchema,
  type MobileCodeRequest,
} from '../../shared/schemas/contacts.ts';

/** Private, keyed by the account, never persisted (masked contacts are still personal). */
export const contactKeys = {
  contacts: (user: string) => ['contacts', user] as const,
};

/** What is bound and whether a change may go ahead without the login password: always fresh. */
export const contactsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: contactKeys.contacts(user),
    queryFn: ({ signal }) => get(PATHS.contacts, { schema: ContactsSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const sendEmailCode = (email: string) =>
  request('POST', PATHS.emailCode, { schema: CodeSentSchema, body: { email } });

export const bindEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['contacts', 'email'],
    mutationFn: (body: EmailBind) => request('POST', PATHS.emailBind, { schema: EmailBoundSchema, body }),
  });

export const sendMobileCode = (body: MobileCodeRequest) =>
  request('POST', PATHS.mobileCode, { schema: CodeSentSchema, body });

export const bindMobileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['contacts', 'mobile'],
    mutationFn: (body: MobileBind) => request('POST', PATHS.mobileBind, { schema: MobileBoundSchema, body }),
  });
