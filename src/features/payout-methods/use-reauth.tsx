import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useReauth as useAccountReauth } from '../../lib/account/use-reauth.tsx';
import { sessionStore } from '../../stores/session.ts';
import { payoutKeys } from './api.ts';

/**
 * The shared recent-login prompt (src/lib/account/use-reauth.tsx); once confirmed, the payout profile
 * (which says whether the session is recent) is fetched again before the call is retried.
 */
export function useReauth() {
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  return useAccountReauth(() => {
    if (session) void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(session.userName) });
  });
}
