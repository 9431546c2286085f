import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { DeviceSessionsSchema, SignedOutSchema } from '../../shared/schemas/devices.ts';

/** Private, keyed by the account, never persisted. */
export const deviceKeys = {
  sessions: (user: string) => ['devices', user] as const,
};

/** The member's live sessions: always fresh (another device may have signed in a moment ago). */
export const sessionsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: deviceKeys.sessions(user),
    queryFn: ({ signal }) => get(PATHS.securitySessions, { schema: DeviceSessionsSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const signOutOthersMutationOptions = () =>
  mutationOptions({
    mutationKey: ['devices', 'signOutOthers'],
    mutationFn: () => request('POST', PATHS.securitySessionsOthers, { schema: SignedOutSchema }),
  });

export const signOutOneMutationOptions = () =>
  mutationOptions({
    mutationKey: ['devices', 'signOutOne'],
    mutationFn: (id: number) =>
      request('DELETE', `${PATHS.securitySessions}/${id}`, { schema: SignedOutSchema }),
  });
