import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { inboxKeys } from '../../lib/account/inbox-count.ts';
import { get, request } from '../../lib/http.ts';
import { memberPages } from '../../lib/paging.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  INBOX_PAGE_SIZE,
  InboxDeletedSchema,
  type InboxFilter,
  InboxMarkedSchema,
  InboxMessageSchema,
  InboxPageSchema,
} from '../../shared/schemas/inbox.ts';

/** Private: keyed by the account under the shared inbox root (src/lib/account/inbox-count.ts), never persisted. */
export const messageKeys = {
  list: (user: string, filter: InboxFilter) => [...inboxKeys.all(user), 'list', filter] as const,
  message: (user: string, id: number) => [...inboxKeys.all(user), 'message', id] as const,
};

export const inboxListQueryOptions = (user: string, filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(user, filter),
    ...memberPages(PATHS.inboxMessages, InboxPageSchema, INBOX_PAGE_SIZE, { filter }),
    staleTime: 0,
  });

/** Opening a message marks it read on the server: the list and the count are refreshed after it. */
export const inboxMessageQueryOptions = (user: string, id: number) =>
  queryOptions({
    queryKey: messageKeys.message(user, id),
    queryFn: ({ signal }) => get(`${PATHS.inboxMessages}/${id}`, { schema: InboxMessageSchema, signal }),
    meta: { persist: false },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const deleteMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['inbox', 'delete'],
    mutationFn: (id: number) =>
      request('DELETE', `${PATHS.inboxMessages}/${id}`, { schema: InboxDeletedSchema }),
  });

export const readAllMutationOptions = () =>
  mutationOptions({
    mutationKey: ['inbox', 'readAll'],
    mutationFn: () => request('POST', PATHS.inboxReadAll, { schema: InboxMarkedSchema }),
  });
