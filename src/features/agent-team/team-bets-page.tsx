import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { CATEGORY_LABELS } from '../../components/screen/rebate-categories.ts';
import { TotalsTable } from '../../components/screen/totals-table.tsx';
import { formatPeso } from '../../lib/money.ts';
import type { TeamBetSums, TeamBets } from '../../shared/schemas/agent-team.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-team.module.css';
import { teamBetsQueryOptions } from './api.ts';
import { ReportState } from './report-state.tsx';

/**
 * /m/teamBetting (AGEINFO3): the team's rounds, valid turnover and wins over a range of Manila days, by
 * game category and by member (the most turnover first, a page at a time).
 */
export function TeamBetsPage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [range, setRange] = useState(initialRange);
  const query = useInfiniteQuery({ ...teamBetsQueryOptions(user, range.range), enabled: !!user });
  const failed = <Trans>The team's bets could not be loaded.</Trans>;
  return (
    <div className={styles.page}>
      <RangePicker value={range} onChange={setRange} />
      <ReportState query={query} failed={failed}>
        {() => {
          const pages = query.data?.pages ?? [];
          const first = pages[0];
          if (!first) return null;
          return first.totals.rounds || first.list.length ? (
            <>
              <Categories bets={first} />
              <Members rows={pages.flatMap((p) => p.list)} totals={first.totals} />
              <LoadMore query={query} failed={failed} />
            </>
          ) : (
            <NoData>
              <Trans>No team bets in these dates.</Trans>
            </NoData>
          );
        }}
      </ReportState>
    </div>
  );
}

function useCells() {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  return (s: TeamBetSums) => [
    count.format(s.rounds),
    formatPeso(s.turnoverCents, i18n.locale),
    formatPeso(s.winCents, i18n.locale),
  ];
}

function Categories({ bets }: { bets: TeamBets }) {
  const { t } = useLingui();
  const cells = useCells();
  return (
    <TotalsTable
      testId="team-bets-categories"
      caption={t`By game category`}
      columns={[t`Category`, t`Rounds`, t`Turnover`, t`Wins`]}
      rows={bets.categories.map((c) => ({
        key: c.category,
        label: t(CATEGORY_LABELS[c.category]),
        cells: cells(c),
      }))}
      totalLabel={t`Total`}
      totals={cells(bets.totals)}
    />
  );
}

function Members({ rows, totals }: { rows: TeamBets['list']; totals: TeamBetSums }) {
  const { t } = useLingui();
  const cells = useCells();
  return (
    <TotalsTable
      testId="team-bets-members"
      caption={t`By member, most turnover first`}
      columns={[t`Member`, t`Rounds`, t`Turnover`, t`Wins`]}
      rows={rows.map((m) => ({
        key: String(m.id),
        label: t`${m.account} (level ${m.level})`,
        cells: cells(m),
      }))}
      totalLabel={t`Total`}
      totals={cells(totals)}
    />
  );
}
