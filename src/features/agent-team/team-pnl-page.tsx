import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { TotalsTable } from '../../components/screen/totals-table.tsx';
import { formatPeso } from '../../lib/money.ts';
import {
  TEAM_PNL_GROUPINGS,
  type TeamPnlGrouping,
  type TeamPnlRow,
  type TeamPnlSums,
} from '../../shared/schemas/agent-team.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-team.module.css';
import { teamPnlQueryOptions } from './api.ts';
import { ReportState } from './report-state.tsx';

/** Whose result the net column shows: the members' (what they won) or the house's (its opposite). */
const VIEWS = ['members', 'house'] as const;
type View = (typeof VIEWS)[number];

const GROUPING_LABELS: Record<TeamPnlGrouping, MessageDescriptor> = {
  day: msg`By day`,
  member: msg`By member`,
};
const VIEW_LABELS: Record<View, MessageDescriptor> = {
  members: msg`Members' view`,
  house: msg`House view`,
};

const netOf = (s: TeamPnlSums, view: View) => (view === 'house' ? -s.netCents : s.netCents);

/**
 * /m/agent/team/pnl (AGEINFO3): the team's valid turnover, wins, bonuses, rebates and net over a range of
 * Manila days, by day or by member, with the range's totals.
 */
export function TeamPnlPage() {
  const { t } = useLingui();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [range, setRange] = useState(initialRange);
  const [by, setBy] = useState<TeamPnlGrouping>('day');
  const [view, setView] = useState<View>('members');
  const query = useInfiniteQuery({ ...teamPnlQueryOptions(user, range.range, by), enabled: !!user });
  const failed = <Trans>The team's profit and loss could not be loaded.</Trans>;
  return (
    <div className={styles.page}>
      <RangePicker value={range} onChange={setRange} />
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t`Group by`}</legend>
        {TEAM_PNL_GROUPINGS.map((g) => (
          <button
            key={g}
            type="button"
            className={styles.tab}
            aria-pressed={by === g}
            onClick={() => setBy(g)}
          >
            {t(GROUPING_LABELS[g])}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t`Whose result`}</legend>
        {VIEWS.map((w) => (
          <button
            key={w}
            type="button"
            className={styles.tab}
            aria-pressed={view === w}
            onClick={() => setView(w)}
          >
            {t(VIEW_LABELS[w])}
          </button>
        ))}
      </fieldset>
      <ReportState query={query} failed={failed}>
        {() => {
          const pages = query.data?.pages ?? [];
          const first = pages[0];
          const rows = pages.flatMap((p) => p.list);
          if (!first) return null;
          return (
            <>
              <Summary totals={first.totals} />
              {rows.length ? (
                <PnlTable rows={rows} totals={first.totals} by={by} view={view} />
              ) : (
                <NoData>
                  <Trans>No team activity in these dates.</Trans>
                </NoData>
              )}
              <LoadMore query={query} failed={failed} />
            </>
          );
        }}
      </ReportState>
    </div>
  );
}

function Summary({ totals }: { totals: TeamPnlSums }) {
  const { t, i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const items: [string, number, string][] = [
    [t`Valid turnover`, totals.betCents, 'bet'],
    [t`Wins`, totals.winCents, 'win'],
    [t`Bonuses`, totals.bonusCents, 'bonus'],
    [t`Rebates`, totals.rebateCents, 'rebate'],
    [t`Members' result`, totals.netCents, 'members-net'],
    [t`House result`, -totals.netCents, 'house-net'],
    [t`Deposits`, totals.depositCents, 'deposit'],
    [t`Withdrawals`, totals.withdrawCents, 'withdraw'],
  ];
  return (
    <dl className={styles.summary} data-testid="team-pnl-summary">
      {items.map(([label, cents, key]) => (
        <div key={key} data-testid={`total-${key}`}>
          <dt>{label}</dt>
          <dd>{peso(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PnlTable({
  rows,
  totals,
  by,
  view,
}: {
  rows: TeamPnlRow[];
  totals: TeamPnlSums;
  by: TeamPnlGrouping;
  view: View;
}) {
  const { t, i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  // The day is already Manila's: shown as written, not moved by a time zone.
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const cells = (s: TeamPnlSums) => [
    peso(s.betCents),
    peso(s.winCents),
    peso(s.bonusCents),
    peso(s.rebateCents),
    peso(netOf(s, view)),
  ];
  return (
    <TotalsTable
      testId="team-pnl-table"
      caption={by === 'day' ? t`Per day` : t`Per member, most turnover first`}
      columns={[
        by === 'day' ? t`Day` : t`Member`,
        t`Turnover`,
        t`Wins`,
        t`Bonuses`,
        t`Rebates`,
        view === 'house' ? t`House net` : t`Members' net`,
      ]}
      rows={rows.map((r) => ({
        key: r.key,
        label:
          by === 'day'
            ? dayFormat.format(new Date(`${r.key}T00:00:00Z`))
            : t`${r.account ?? ''} (level ${r.level ?? 0})`,
        cells: cells(r),
      }))}
      totalLabel={t`Total`}
      totals={cells(totals)}
    />
  );
}
