import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { NoData } from '../../components/no-data.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import type { ContractKind, Settlement } from '../../shared/schemas/agent-contracts.ts';
import { settlementsQueryOptions } from './api.ts';
import { CalcLines } from './calc-lines.tsx';
import styles from './contracts.module.css';
import { SETTLEMENT_STATUS_LABELS } from './labels.ts';

/** Settlements of a kind, paid to me or by me, newest period first, each with its calculation. */
export function SettlementList({ kind, user }: { kind: ContractKind; user: string }) {
  const online = useOnline();
  const query = useInfiniteQuery({ ...settlementsQueryOptions(user, kind), enabled: !!user });
  const failed = <Trans>The payments could not be loaded.</Trans>;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (!query.data && !online)
    return (
      <p className={styles.muted} role="status">
        <Trans>You are offline. The payments show once you are connected.</Trans>
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
      {rows.length ? (
        <ul className={styles.list}>
          {rows.map((s) => (
            <li key={s.id} className={styles.row} data-testid="settlement">
              <SettlementRow s={s} />
            </li>
          ))}
        </ul>
      ) : (
        <NoData>
          <Trans>No payments yet.</Trans>
        </NoData>
      )}
      <LoadMore query={query} failed={failed} />
    </>
  );
}

function SettlementRow({ s }: { s: Settlement }) {
  const { t, i18n } = useLingui();
  const from = formatOperatorTime(s.periodStart, i18n.locale);
  const to = formatOperatorTime(s.periodEnd, i18n.locale);
  const who = s.counterpart ?? t`the platform`;
  return (
    <>
      <div className={styles.rowHead}>
        <strong>{s.period}</strong>
        <p className={s.direction === 'in' ? styles.amount : styles.out}>
          {s.direction === 'in' ? '+' : '−'}
          {formatPeso(s.amountCents, i18n.locale)}
        </p>
      </div>
      <p className={styles.muted}>
        {from} – {to}
      </p>
      <p className={styles.muted}>
        {s.direction === 'in' ? <Trans>From {who}</Trans> : <Trans>Paid to {who}</Trans>} ·{' '}
        <span className={styles.status}>{t(SETTLEMENT_STATUS_LABELS[s.status])}</span>
      </p>
      <CalcLines lines={s.lines} />
    </>
  );
}
