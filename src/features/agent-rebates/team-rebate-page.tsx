import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { CATEGORY_LABELS, formatRate } from '../../components/screen/rebate-categories.ts';
import { SectionError } from '../../components/section-error.tsx';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import type { AgentRebateIncome } from '../../shared/schemas/agent-rebates.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-rebates.module.css';
import { agentIncomeQueryOptions } from './api.ts';

type Line = AgentRebateIncome['settled']['list'][number]['lines'][number];

/** /m/member/teamRebate (AFFMAN3): the team rebate income by settled Manila day, and today's estimate. */
export function TeamRebatePage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const query = useInfiniteQuery({ ...agentIncomeQueryOptions(user), enabled: !!user });
  const failed = <Trans>Your team rebate income could not be loaded.</Trans>;
  const { i18n } = useLingui();
  if (!query.data) {
    if (!online)
      return (
        <p className={styles.muted} role="status">
          <Trans>You are offline. Your team rebate income shows once you are connected.</Trans>
        </p>
      );
    if (query.isPending) return <div className={styles.skeleton} aria-busy="true" />;
    return (
      <div className={styles.page}>
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          {failed}
        </SectionError>
      </div>
    );
  }
  const today = query.data.pages[0]?.today ?? null;
  const days = query.data.pages.flatMap((p) => p.settled.list);
  return (
    <div className={styles.page}>
      {today ? (
        <section className={styles.card} aria-labelledby="accruing" data-testid="team-rebate-today">
          <h2 id="accruing" className={styles.muted}>
            <Trans>Accruing today ({today.day})</Trans>
          </h2>
          <p className={styles.total}>{formatPeso(today.totalCents, i18n.locale)}</p>
          <Lines lines={today.lines} />
          <p className={styles.muted}>
            <Trans>
              An estimate from today's bets so far; the day is settled to your balance after it ends.
            </Trans>
          </p>
        </section>
      ) : null}
      <SavedAt updatedAt={query.dataUpdatedAt} />
      {days.length ? (
        <ul className={styles.list}>
          {days.map((d) => (
            <li key={d.day} className={styles.row} data-testid="team-rebate-day">
              <div className={styles.rowHead}>
                <p className={styles.muted}>{d.day}</p>
                <p className={styles.amount}>+{formatPeso(d.amountCents, i18n.locale)}</p>
              </div>
              <Lines lines={d.lines} />
            </li>
          ))}
        </ul>
      ) : (
        <NoData>
          <Trans>No settled team rebate yet.</Trans>
        </NoData>
      )}
      <LoadMore query={query} failed={failed} />
    </div>
  );
}

/** The categories with turnover or income: turnover (direct and below), rate and income. */
function Lines({ lines }: { lines: readonly Line[] }) {
  const { t, i18n } = useLingui();
  const shown = lines.filter((l) => l.directTurnoverCents + l.teamTurnoverCents > 0 || l.incomeCents > 0);
  if (!shown.length)
    return (
      <p className={styles.muted}>
        <Trans>No team bets.</Trans>
      </p>
    );
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t`Category`}</th>
            <th scope="col">{t`Turnover`}</th>
            <th scope="col">{t`Rate`}</th>
            <th scope="col">{t`Income`}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <tr key={l.category} data-testid={`team-rebate-line-${l.category}`}>
              <th scope="row">{t(CATEGORY_LABELS[l.category])}</th>
              <td>{formatPeso(l.directTurnoverCents + l.teamTurnoverCents, i18n.locale)}</td>
              <td>{formatRate(l.rateBp, i18n.locale)}</td>
              <td>{formatPeso(l.incomeCents, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
