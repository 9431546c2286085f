// The member's unread messages: one query that the member centre's message icon (red dot), the message
// centre and the installed app's icon badge share (the shell keeps the badge on every page:
// app-badge-keeper.tsx). Here, not in the inbox feature: features never import
// each other, and the member centre's route feeds the dot from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import { PATHS } from '../../shared/paths.ts';
import { InboxCountSchema } from '../../shared/schemas/inbox.ts';
import { sessionStore } from '../../stores/session.ts';
import { get } from '../http.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { setAppBadge } from './app-badge.ts';

export { setAppBadge };

/** Keys of everything in the inbox: a read, delete or "mark all" invalidates `inboxKeys.all(user)`. */
export const inboxKeys = {
  all: (user: string) => ['inbox', user] as const,
  count: (user: string) => [...inboxKeys.all(user), 'count'] as const,
};

/**
 * A message sent while the member is in the app shows within this long; coming back to the app (focus,
 * visibility) asks at once, so the badge is right when the member looks. An answer this new serves every
 * part that shows the count as a screen opens (the member centre's dot, the app badge's keeper).
 */
const COUNT_REFRESH_MS = 60_000;

export const inboxCountQueryOptions = (user: string) =>
  queryOptions({
    queryKey: inboxKeys.count(user),
    queryFn: ({ signal }) => get(PATHS.inboxCount, { schema: InboxCountSchema, signal }),
    meta: { persist: false },
    staleTime: COUNT_REFRESH_MS,
    refetchInterval: COUNT_REFRESH_MS,
    // The app's default is off (src/lib/query-client.ts); the badge must be right when the app is back.
    refetchOnWindowFocus: 'always',
  });

/**
 * The unread count for the signed-in real member when the message centre is on (0 otherwise, with no
 * call), kept on the app's icon badge.
 */
export function useInboxUnread(): number {
  const session = useSnapshot(sessionStore).session;
  const enabled = useSiteConfig().data?.switches.MAILCEN === true;
  const user = session && session.type !== MEMBER_TYPE_TRIAL ? session.userName : undefined;
  const query = useQuery({ ...inboxCountQueryOptions(user ?? ''), enabled: enabled && !!user });
  const unread = user && enabled ? (query.data?.unread ?? 0) : 0;
  const known = !user || !enabled || query.data !== undefined;
  useEffect(() => {
    if (known) setAppBadge(unread);
  }, [known, unread]);
  return unread;
}
