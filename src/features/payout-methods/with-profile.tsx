import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import type { PayoutProfile } from '../../shared/schemas/payout.ts';
import { sessionStore } from '../../stores/session.ts';
import { payoutProfileQueryOptions } from './api.ts';
import styles from './payout.module.css';

/** Loads the member's payout profile, then renders the view; a failure is a translated screen with a retry. */
export function WithProfile({
  children,
}: {
  children: (profile: PayoutProfile, userName: string) => ReactNode;
}) {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const profile = useQuery({ ...payoutProfileQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (profile.data) return children(profile.data, user);
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <p className={styles.page} role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}
