import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { CATEGORY_LABELS, formatRate } from '../../components/screen/rebate-categories.ts';
import { SwitchGate } from '../../components/screen/switch-gate.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import type { RebateClaim } from '../../shared/schemas/rebates.ts';
import { sessionStore } from '../../stores/session.ts';
import { rebateClaimsQueryOptions } from './api.ts';
import styles from './rebates.module.css';

/** /m/member/rebateReport (PLYRBT): the member's past claims over a date range, each with its lines. */
export function RebateReportPage() {
  return (
    <SwitchGate gate="PLYRBT" message={<Trans>The rebate report is not offered on this site.</Trans>}>
      <RebateReport />
    </SwitchGate>
  );
}

function RebateReport() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const [range, setRange] = useState(initialRange);
  const query = useInfiniteQuery({ ...rebateClaimsQueryOptions(user, range.range), enabled: !!user });
  const failed = <Trans>Your rebate claims could not be loaded.</Trans>;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <RangePicker value={range} onChange={setRange} />
      {!query.data && !online ? (
        <p className={styles.muted} role="status">
          <Trans>You are offline. Your claims show once you are connected.</Trans>
        </p>
      ) : query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : !query.data ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          {failed}
        </SectionError>
      ) : (
        <>
          <SavedAt updatedAt={query.dataUpdatedAt} />
          {rows.length ? (
            <ul className={styles.list}>
              {rows.map((c) => (
                <li key={c.id} className={styles.row} data-testid="rebate-claim">
                  <ClaimRow claim={c} />
                </li>
              ))}
            </ul>
          ) : (
            <NoData>
              <Trans>No rebate claims in these dates.</Trans>
            </NoData>
          )}
          <LoadMore query={query} failed={failed} />
        </>
      )}
    </div>
  );
}

function ClaimRow({ claim }: { claim: RebateClaim }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className={styles.rowHead}>
        <p className={styles.muted}>{formatOperatorTime(claim.createdAt, i18n.locale)}</p>
        <p className={styles.amount}>+{formatPeso(claim.amountCents, i18n.locale)}</p>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t`Category`}</th>
            <th scope="col">{t`Turnover`}</th>
            <th scope="col">{t`Rate`}</th>
            <th scope="col">{t`Rebate`}</th>
          </tr>
        </thead>
        <tbody>
          {claim.lines.map((l) => (
            <tr key={l.category}>
              <th scope="row">{t(CATEGORY_LABELS[l.category])}</th>
              <td>{formatPeso(l.turnoverCents, i18n.locale)}</td>
              <td>{formatRate(l.rateBp, i18n.locale)}</td>
              <td>{formatPeso(l.amountCents, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
