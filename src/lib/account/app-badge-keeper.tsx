import { useEffect } from 'react';
import { setAppBadge } from './app-badge.ts';
import { useInboxUnread } from './inbox-count.ts';

/**
 * Keeps the installed app's badge on the unread count on every page, not only the inbox's: the count is
 * asked again when the app comes back to the front and every minute. The shell mounts it lazily while a
 * member is signed in (not in the first page's JS); when the session goes (sign-out, expiry) it
 * unmounts and clears the badge.
 */
export function AppBadgeKeeper() {
  useInboxUnread();
  useEffect(() => () => setAppBadge(0), []);
  return null;
}
