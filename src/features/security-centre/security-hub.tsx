import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { ChevronIcon } from '../../components/modal/icons.tsx';
import { sessionStore } from '../../stores/session.ts';
import { securityProfileQueryOptions } from './api.ts';
import { type HubRow, type HubView, hubRows } from './hub-rows.ts';
import { LinkedAccounts } from './linked-accounts.tsx';
import styles from './security-centre.module.css';

interface Props {
  /** Opens one of the hub's sub-views (`?view=`). */
  onOpen: (view: HubView) => void;
}

/** The security centre: every security item of the account with its state, each opening its view. */
export function SecurityHub({ onOpen }: Props) {
  const { t } = useLingui();
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const profile = useQuery({ ...securityProfileQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (profile.isError && !profile.data)
    return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data)
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t`Security centre`}>
        {hubRows(profile.data).map((row) => (
          <li key={row.id}>
            <Row row={row} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <LinkedAccounts user={user} />
    </div>
  );
}

function Row({ row, onOpen }: { row: HubRow; onOpen: Props['onOpen'] }) {
  const { t } = useLingui();
  const state = typeof row.state === 'string' ? row.state : t(row.state);
  const inner = (
    <>
      <span className={styles.label}>{t(row.label)}</span>
      {state ? <span className={`${styles.state} ${row.pending ? styles.pending : ''}`}>{state}</span> : null}
      {row.open ? <ChevronIcon direction="right" /> : null}
    </>
  );
  const testId = `security-${row.id}`;
  if (!row.open)
    return (
      <div className={styles.row} aria-disabled="true" data-testid={testId}>
        {inner}
      </div>
    );
  if ('to' in row.open)
    return (
      <Link to={row.open.to} className={styles.row} data-testid={testId}>
        {inner}
      </Link>
    );
  const { view } = row.open;
  return (
    <button type="button" className={styles.row} data-testid={testId} onClick={() => onOpen(view)}>
      {inner}
    </button>
  );
}
