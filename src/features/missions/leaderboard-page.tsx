import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { CATEGORY_LABELS } from '../../components/screen/rebate-categories.ts';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { errorCode } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { MISSION_CODES } from '../../shared/errors/mission.ts';
import type { MissionView } from '../../shared/schemas/missions.ts';
import { sessionStore } from '../../stores/session.ts';
import { claimMission, missionBoardQueryOptions, missionKeys, missionsQueryOptions } from './api.ts';
import { missionErrorMessage } from './labels.ts';
import styles from './missions.module.css';
import { PeriodBoard } from './period-board.tsx';

type Tab = 'missions' | 'leaderboard';

/**
 * /m/leaderBoard (the MISSION promotion): two tabs, the open missions (progress, claim, each one's ranking)
 * and the period leaderboard (ranking by wager with prizes, and the last period's winner board).
 */
export function LeaderboardPage() {
  const { t } = useLingui();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [tab, setTab] = useState<Tab>('missions');
  const tabs: { id: Tab; label: string }[] = [
    { id: 'missions', label: t`Missions` },
    { id: 'leaderboard', label: t`Leaderboard` },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t`Missions and leaderboard`}>
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`panel-${x.id}`}
            className={styles.tab}
            onClick={() => setTab(x.id)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'missions' ? <MissionsTab user={user} /> : <PeriodBoard user={user} />}
      </div>
    </div>
  );
}

function MissionsTab({ user }: { user: string }) {
  const online = useOnline();
  const { i18n } = useLingui();
  const list = useQuery({ ...missionsQueryOptions(user), enabled: !!user });
  if (!list.data) {
    if (list.isPending && online) return <div className={styles.skeleton} aria-busy="true" />;
    if (errorCode(list.error) === MISSION_CODES.disabled)
      return (
        <p className={styles.muted} role="status">
          {i18n._(missionErrorMessage(list.error))}
        </p>
      );
    return online ? (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} />
    ) : (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Your missions show once you are connected.</Trans>
      </p>
    );
  }
  if (!list.data.list.length)
    return (
      <p className={styles.muted} role="status">
        <Trans>No missions are running right now. Check back soon.</Trans>
      </p>
    );
  return (
    <div className={styles.page}>
      {list.data.list.map((m) => (
        <Mission key={m.id} user={user} mission={m} />
      ))}
    </div>
  );
}

function Mission({ user, mission: m }: { user: string; mission: MissionView }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const claim = useMutation({ mutationFn: claimMission });
  const category = m.rule.category ? t(CATEGORY_LABELS[m.rule.category]) : null;
  const reward = formatPeso(m.rewardCents, i18n.locale);
  const goal =
    m.rule.kind === 'rounds'
      ? category
        ? t`Play ${m.rule.count} rounds of ${category}`
        : t`Play ${m.rule.count} rounds of any game`
      : category
        ? t`Wager ${formatPeso(m.rule.cents, i18n.locale)} on ${category}`
        : t`Wager ${formatPeso(m.rule.cents, i18n.locale)} on any game`;
  const progress =
    m.rule.kind === 'rounds'
      ? `${m.progress} / ${m.target}`
      : `${formatPeso(m.progress, i18n.locale)} / ${formatPeso(m.target, i18n.locale)}`;

  const press = () =>
    claim.mutate(m.id, {
      onSuccess: (result) => {
        const amount = formatPeso(result.amountCents, i18n.locale);
        showToast(t`Mission reward of ${amount} added to your balance.`);
        void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
        void queryClient.invalidateQueries({ queryKey: missionKeys.all(user) });
      },
      onError: (err) => {
        showToast(i18n._(missionErrorMessage(err)));
        void queryClient.invalidateQueries({ queryKey: missionKeys.list(user) });
      },
    });

  return (
    <section className={styles.card} aria-labelledby={`mission-${m.id}`} data-testid={`mission-${m.id}`}>
      <h2 id={`mission-${m.id}`} className={styles.title}>
        {m.title}
      </h2>
      <p className={styles.muted}>{goal}</p>
      <p className={styles.muted}>
        <Trans>
          Reward {reward} · ends {formatOperatorTime(m.endsAt, i18n.locale)}
        </Trans>
      </p>
      <progress className={styles.bar} value={m.progress} max={m.target} aria-label={t`Progress`} />
      <p className={styles.progress} data-testid="mission-progress">
        {progress}
      </p>
      {m.claimed ? (
        <p className={styles.done} role="status">
          <Trans>Reward claimed</Trans>
        </p>
      ) : m.complete && !m.available ? (
        <p className={styles.muted} role="status">
          <Trans>This mission's rewards have all been given out.</Trans>
        </p>
      ) : (
        <button
          type="button"
          // Not complete yet: a state, not an action, so it does not look like one.
          className={m.complete ? 'button-primary' : `button-secondary ${styles.notYet}`}
          disabled={!online || !m.complete || claim.isPending}
          onClick={press}
        >
          {m.complete ? (
            claim.isPending ? (
              <Trans>Claiming…</Trans>
            ) : (
              <Trans>Claim {reward}</Trans>
            )
          ) : (
            <Trans>Not complete yet</Trans>
          )}
        </button>
      )}
      <Board user={user} id={m.id} />
    </section>
  );
}

function Board({ user, id }: { user: string; id: number }) {
  const { t, i18n } = useLingui();
  const board = useQuery({ ...missionBoardQueryOptions(user, id), enabled: !!user });
  if (!board.data) {
    if (board.isPending) return <div className={styles.boardSkeleton} aria-busy="true" />;
    return <SectionError error={board.error} onRetry={() => void board.refetch()} />;
  }
  const { list, mine } = board.data;
  return (
    <div className={styles.board}>
      <h3 className={styles.muted}>
        <Trans>Top players this period</Trans>
      </h3>
      {list.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Wagered`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={`${r.rank}-${r.account}`}>
                <td>{r.rank}</td>
                <td>{r.account}</td>
                <td>{formatPeso(r.wagerCents, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>
          <Trans>No one has played yet this period.</Trans>
        </p>
      )}
      <p className={styles.muted} data-testid="mission-my-rank">
        {mine ? (
          <Trans>
            Your rank: {mine.rank} · {formatPeso(mine.wagerCents, i18n.locale)}
          </Trans>
        ) : (
          <Trans>You are not ranked yet: play to join the board.</Trans>
        )}
      </p>
    </div>
  );
}
