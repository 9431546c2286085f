import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { BalanceAge } from '../../components/balance-age.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { walletQueryOptions } from '../../lib/account/api.ts';
import { formatMoney } from '../../lib/money.ts';
import { sessionStore } from '../../stores/session.ts';
import { lotteryQueryOptions, resultsQueryOptions } from './api.ts';
import { BetSlip } from './bet-slip.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import styles from './lottery.module.css';
import { Balls, Countdown, useNow } from './lottery-bits.tsx';
import { OrderHistory } from './order-history.tsx';

function Balance({ userName }: { userName: string }) {
  const { i18n } = useLingui();
  const wallet = useQuery(walletQueryOptions(userName));
  return (
    <p className={styles.muted}>
      <Trans>Balance</Trans>{' '}
      <span data-testid="lottery-balance">
        {wallet.data ? `₱${formatMoney(wallet.data.sumBalance, i18n.locale)}` : '--.--'}
      </span>
      {wallet.data ? <BalanceAge updatedAt={wallet.dataUpdatedAt} /> : null}
    </p>
  );
}

function Results({ code, game }: { code: string; game: Parameters<typeof Balls>[0]['game'] }) {
  const query = useQuery({ ...resultsQueryOptions(code), refetchInterval: 10_000 });
  return (
    <section className={styles.section} aria-labelledby="results-title">
      <h2 id="results-title" className={styles.sectionTitle}>
        <Trans>Recent results</Trans>
      </h2>
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : query.isError && !query.data ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>The results could not be loaded.</Trans>
        </SectionError>
      ) : query.data.length ? (
        <ul className={styles.list}>
          {query.data.map((r) => (
            <li key={r.id} className={styles.cardHead}>
              <span className={styles.muted}>{r.issue}</span>
              <Balls numbers={r.result} game={game} />
            </li>
          ))}
        </ul>
      ) : (
        <NoData>
          <Trans>No results yet</Trans>
        </NoData>
      )}
    </section>
  );
}

/** /m/startLottery: the play screen of one lottery. */
export function StartLotteryPage({ code }: { code: string }) {
  const now = useNow();
  const { session } = useSnapshot(sessionStore);
  const userName = session?.userName ?? null;
  const query = useQuery({ ...lotteryQueryOptions(code), refetchInterval: 5_000 });
  const results = useQuery(resultsQueryOptions(code));
  const closeAt = query.data?.nextDraw ? Date.parse(query.data.nextDraw.closeAt) : undefined;
  const closed = closeAt !== undefined && closeAt <= now;
  // When the open issue closes, fetch the next one (and its countdown) at once.
  useEffect(() => {
    if (closed) void query.refetch();
  }, [closed, query.refetch]);

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const lottery = query.data;
  if (!lottery) {
    return (
      <div className={styles.page}>
        <NoData>
          <Trans>This lottery does not exist.</Trans>
        </NoData>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <SavedAt updatedAt={query.dataUpdatedAt} />
      <header className={styles.card}>
        <div className={styles.cardHead}>
          <h1 className={styles.name}>{lottery.name}</h1>
          {lottery.nextDraw ? <Countdown closeAt={lottery.nextDraw.closeAt} now={now} /> : null}
        </div>
        {lottery.nextDraw ? (
          <>
            <span className={styles.muted}>
              <Trans>Issue {lottery.nextDraw.issue}</Trans>
            </span>
            <span className={styles.mono}>
              <Trans>Seed hash: {lottery.nextDraw.seedHash}</Trans>
            </span>
          </>
        ) : (
          <span className={styles.muted}>
            <Trans>The next issue opens soon.</Trans>
          </span>
        )}
        {userName ? <Balance userName={userName} /> : null}
      </header>
      <BetSlip lottery={lottery} userName={userName} />
      {userName ? <OrderHistory code={lottery.code} userName={userName} now={now} /> : null}
      <Results code={lottery.code} game={lottery.game} />
      <FairnessPanel drawId={results.data?.[0]?.id} />
    </div>
  );
}
