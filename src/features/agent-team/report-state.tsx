import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SavedAt } from '../../components/saved-at.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { useOnline } from '../../lib/online.ts';
import styles from './agent-team.module.css';

interface ReportQuery {
  data?: unknown;
  isPending: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/** A team report's states: offline with nothing yet, loading, failed (with retry), or its content. */
export function ReportState({
  query,
  failed,
  children,
}: {
  query: ReportQuery;
  failed: ReactNode;
  children: () => ReactNode;
}) {
  const online = useOnline();
  if (!query.data && !online)
    return (
      <p className={styles.muted} role="status">
        <Trans>You are offline. The team's figures show once you are connected.</Trans>
      </p>
    );
  if (query.isPending) return <div className={styles.skeleton} aria-busy="true" />;
  if (!query.data)
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        {failed}
      </SectionError>
    );
  return (
    <>
      <SavedAt updatedAt={query.dataUpdatedAt} />
      {children()}
    </>
  );
}
