import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../stores/session.ts';

/** Tokens already renewed in this app start (SPEC.md section 2: renewal is fetched on home load). */
const renewed = new Set<string>();

/**
 * Home load, logged in: renew the session once per app start, and refetch member info and wallet
 * (the header's queries). `cancelRefetch: false` joins a fetch already running instead of repeating it.
 * The member api is imported only then: a visitor's home screen does without it.
 */
export function useSessionRenewal(): void {
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  const token = session?.token;
  const userName = session?.userName;
  useEffect(() => {
    if (!token || !userName) return;
    const renew = !renewed.has(token);
    renewed.add(token);
    void import('./api.ts').then(
      ({ memberKeys, renewSession }) => {
        // A 401 here reaches the session-expiry handler; other failures leave the session as it is.
        if (renew) renewSession().catch(() => {});
        for (const queryKey of [memberKeys.info(userName), memberKeys.wallet(userName)]) {
          void queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
        }
      },
      () => {},
    );
  }, [queryClient, token, userName]);
}
