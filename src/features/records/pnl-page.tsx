import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import type { Pnl, PnlSums } from '../../shared/schemas/records.ts';
import { pnlQueryOptions } from './api.ts';
import { CATEGORY_LABELS } from './labels.ts';
import { PnlChart } from './pnl-chart.tsx';
import { OfflineNoData } from './record-list.tsx';
import styles from './records.module.css';
import { useUserName } from './use-user-name.ts';

function Summary({ total }: { total: PnlSums }) {
  const { i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  return (
    <dl className={styles.summary} data-testid="pnl-summary">
      <div>
        <dt>
          <Trans>Bets</Trans>
        </dt>
        <dd>{peso(total.betCents)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Wins</Trans>
        </dt>
        <dd>{peso(total.winCents)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Bonuses</Trans>
        </dt>
        <dd>{peso(total.bonusCents)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Rebates</Trans>
        </dt>
        <dd>{peso(total.rebateCents)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Net</Trans>
        </dt>
        <dd className={total.netCents > 0 ? styles.credit : undefined}>{peso(total.netCents)}</dd>
      </div>
    </dl>
  );
}

/** One row per day or category: bets, wins, net (the text of the chart above it). */
function SumsTable({
  caption,
  column,
  rows,
  id,
}: {
  caption: string;
  column: string;
  rows: { key: string; label: string; sums: PnlSums }[];
  id?: string;
}) {
  const { i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  return (
    <table className={styles.table} id={id}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column}</th>
          <th scope="col">
            <Trans>Bets</Trans>
          </th>
          <th scope="col">
            <Trans>Wins</Trans>
          </th>
          <th scope="col">
            <Trans>Net</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{peso(r.sums.betCents)}</td>
            <td>{peso(r.sums.winCents)}</td>
            <td>{peso(r.sums.netCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PnlReport({ pnl }: { pnl: Pnl }) {
  const { t, i18n } = useLingui();
  const tableId = useId();
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  if (!pnl.days.length) {
    return (
      <NoData>
        <Trans>No bets in this period</Trans>
      </NoData>
    );
  }
  return (
    <>
      <Summary total={pnl.total} />
      <PnlChart pnl={pnl} describedBy={tableId} />
      <SumsTable
        id={tableId}
        caption={t`Per day`}
        column={t`Day`}
        rows={pnl.days.map((d) => ({
          key: d.day,
          // The day is already the operator's: shown as written, not moved by a time zone.
          label: dayFormat.format(new Date(`${d.day}T00:00:00Z`)),
          sums: d,
        }))}
      />
      {pnl.categories.length ? (
        <SumsTable
          caption={t`Per category`}
          column={t`Category`}
          rows={pnl.categories.map((c) => ({
            key: c.category,
            label: t(CATEGORY_LABELS[c.category]),
            sums: c,
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * The member's profit and loss over a range: bets (less refunded stakes), wins, bonuses, rebates and
 * net, per day of the operator's time zone and per game category.
 */
export function PnlPage() {
  const user = useUserName();
  const online = useOnline();
  const [range, setRange] = useState(initialRange);
  const query = useQuery({ ...pnlQueryOptions(user ?? '', range.range), enabled: !!user });
  return (
    <div className={styles.page}>
      <RangePicker value={range} onChange={setRange} />
      {!query.data && !online ? (
        <OfflineNoData />
      ) : query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : !query.data ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>Your profit and loss could not be loaded.</Trans>
        </SectionError>
      ) : (
        <>
          <SavedAt updatedAt={query.dataUpdatedAt} />
          <PnlReport pnl={query.data} />
        </>
      )}
    </div>
  );
}
