import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_LABELS } from '../../components/screen/rebate-categories.ts';
import { SectionError } from '../../components/section-error.tsx';
import { errorCode } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { MISSION_CODES } from '../../shared/errors/mission.ts';
import { leaderboardQueryOptions, winnersQueryOptions } from './api.ts';
import { missionErrorMessage } from './labels.ts';
import styles from './missions.module.css';

/** The leaderboard tab: this period's ranking by wager with each place's prize, and the winner board. */
export function PeriodBoard({ user }: { user: string }) {
  return (
    <div className={styles.page}>
      <Ranking user={user} />
      <Winners user={user} />
    </div>
  );
}

function Ranking({ user }: { user: string }) {
  const { t, i18n } = useLingui();
  const board = useQuery({ ...leaderboardQueryOptions(user), enabled: !!user });
  if (!board.data) {
    if (board.isPending) return <div className={styles.skeleton} aria-busy="true" />;
    if (errorCode(board.error) === MISSION_CODES.disabled)
      return (
        <p className={styles.muted} role="status">
          {i18n._(missionErrorMessage(board.error))}
        </p>
      );
    return <SectionError error={board.error} onRetry={() => void board.refetch()} />;
  }
  const { period, list, mine } = board.data;
  const ends = formatOperatorTime(period.endsAt, i18n.locale);
  const category = board.data.category ? t(CATEGORY_LABELS[board.data.category]) : null;
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  return (
    <section className={styles.card} aria-labelledby="leaderboard-ranking">
      <h2 id="leaderboard-ranking" className={styles.title}>
        {period.kind === 'week' ? <Trans>This week's ranking</Trans> : <Trans>Today's ranking</Trans>}
      </h2>
      <p className={styles.muted}>
        {category ? (
          <Trans>
            Ranked by amount wagered on {category}. Ends {ends}.
          </Trans>
        ) : (
          <Trans>Ranked by amount wagered. Ends {ends}.</Trans>
        )}
      </p>
      {list.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Wagered`}</th>
              <th scope="col">{t`Prize`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.rank}>
                <td>{r.rank}</td>
                <td>{r.account}</td>
                <td>{peso(r.wagerCents)}</td>
                <td>{r.prizeCents > 0 ? peso(r.prizeCents) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>
          <Trans>No one has played yet this period.</Trans>
        </p>
      )}
      <p className={styles.muted} data-testid="leaderboard-my-rank">
        {mine ? (
          <Trans>
            Your rank: {mine.rank} · {peso(mine.wagerCents)}
          </Trans>
        ) : (
          <Trans>You are not ranked yet: play to join the board.</Trans>
        )}
      </p>
    </section>
  );
}

function Winners({ user }: { user: string }) {
  const { t, i18n } = useLingui();
  const winners = useQuery({ ...winnersQueryOptions(user), enabled: !!user });
  if (!winners.data) {
    if (winners.isPending) return <div className={styles.boardSkeleton} aria-busy="true" />;
    if (errorCode(winners.error) === MISSION_CODES.disabled) return null;
    return <SectionError error={winners.error} onRetry={() => void winners.refetch()} />;
  }
  const { period, list } = winners.data;
  // Sorted by the server; kept here too: the board reads winAmount, highest first.
  const sorted = [...list].sort((a, b) => b.winAmount - a.winAmount || a.rank - b.rank);
  return (
    <section className={styles.card} aria-labelledby="leaderboard-winners">
      <h2 id="leaderboard-winners" className={styles.title}>
        <Trans>Winners</Trans>
      </h2>
      {period ? (
        <p className={styles.muted}>
          <Trans>Period ended {formatOperatorTime(period.endsAt, i18n.locale)}</Trans>
        </p>
      ) : null}
      {sorted.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Prize`}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((w) => (
              <tr key={w.rank}>
                <td>{w.rank}</td>
                <td>{w.account}</td>
                <td>{formatPeso(w.winAmount, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>
          <Trans>No winners yet. The first period's winners show here once it ends.</Trans>
        </p>
      )}
    </section>
  );
}
