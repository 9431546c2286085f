// The first password (issue 35, decision 50): while the session's member still has a password someone else
// chose, every page but /m/firstPassword leads there, keeping where the member was going.
import { redirect } from '@tanstack/react-router';
import { sessionStore } from '../../stores/session.ts';

export const FIRST_PASSWORD_PATH = '/m/firstPassword';

/** The root route's check, run before every page: throws the redirect to the first-password screen. */
export function guardFirstPassword(leafRouteId: string | undefined, href: string): void {
  if (!sessionStore.session?.mustSetPassword || leafRouteId === FIRST_PASSWORD_PATH) return;
  throw redirect({ href: `${FIRST_PASSWORD_PATH}?redirect=${encodeURIComponent(href)}` });
}
