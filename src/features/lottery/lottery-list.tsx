import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { PRIZE_MODES } from '../../shared/constants/lobby.ts';
import type { Lottery, PrizeMode } from '../../shared/schemas/lottery.ts';
import { lotteryListQueryOptions } from './api.ts';
import styles from './lottery.module.css';
import { Balls, Countdown, useNow } from './lottery-bits.tsx';

/** One lottery: name, next-draw countdown, latest result; opens the play screen. */
export function LotteryCard({ lottery, now }: { lottery: Lottery; now: number }) {
  return (
    <li>
      <Link to="/m/startLottery" search={{ code: lottery.code }} className={styles.card}>
        <span className={styles.cardHead}>
          <span className={styles.name}>{lottery.name}</span>
          {lottery.nextDraw ? (
            <Countdown closeAt={lottery.nextDraw.closeAt} now={now} />
          ) : (
            <span className={styles.muted}>
              <Trans>Next issue soon</Trans>
            </span>
          )}
        </span>
        {lottery.latest ? (
          <span className={styles.cardHead}>
            <span className={styles.muted}>
              <Trans>Issue {lottery.latest.issue}</Trans>
            </span>
            <Balls numbers={lottery.latest.result} game={lottery.game} />
          </span>
        ) : (
          <span className={styles.muted}>
            <Trans>No results yet</Trans>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The lotteries of one prize mode (or all): loading, error with retry, empty, offline. */
export function LotteryList({ prizeMode }: { prizeMode: PrizeMode | 'ALL' }) {
  const now = useNow();
  const query = useQuery({ ...lotteryListQueryOptions(prizeMode), refetchInterval: 15_000 });
  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>The lotteries could not be loaded.</Trans>
      </SectionError>
    );
  }
  return (
    <>
      <SavedAt updatedAt={query.dataUpdatedAt} />
      {query.data.length ? (
        <ul className={styles.list}>
          {query.data.map((l) => (
            <LotteryCard key={l.code} lottery={l} now={now} />
          ))}
        </ul>
      ) : (
        <NoData>
          <Trans>No lotteries here yet</Trans>
        </NoData>
      )}
    </>
  );
}

/** /m/lottery: prize-mode tabs (Lott, Elott, ZY; SPEC.md section 9), named for players, over the list. */
export function LotteryPage({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t } = useLingui();
  const tabs: { mode: PrizeMode; label: string }[] = [
    { mode: PRIZE_MODES.LOTT, label: t`Lotto` },
    { mode: PRIZE_MODES.ELOTT, label: t`E-lottery` },
    // ZY (SPEC's code) is where the races run: players know it by that.
    { mode: PRIZE_MODES.ZY, label: t`Racing` },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t`Prize mode`}>
        {tabs.map((tab) => (
          <Link
            key={tab.mode}
            to="/m/lottery"
            search={{ prizeMode: tab.mode }}
            replace
            role="tab"
            aria-selected={tab.mode === prizeMode}
            className={styles.tab}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel">
        <LotteryList prizeMode={prizeMode} />
      </div>
      <Link to="/m/moreLottery" className="button-secondary">
        <Trans>All lotteries</Trans>
      </Link>
    </div>
  );
}

/** /m/moreLottery: every lottery. */
export function MoreLotteryPage() {
  return (
    <div className={styles.page}>
      <LotteryList prizeMode="ALL" />
    </div>
  );
}
