import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { ApiError } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import type { RewardStatus } from '../../shared/constants/promotions.ts';
import { PROMOTION_CODES } from '../../shared/errors/promotion.ts';
import { REWARD_TABS, type Reward, type RewardTab } from '../../shared/schemas/promotions.ts';
import { claimRewardMutationOptions, rewardKeys, rewardsQueryOptions } from './api.ts';
import styles from './reward-centre.module.css';

const TAB_LABELS: Readonly<Record<RewardTab, MessageDescriptor>> = {
  unclaimed: msg`To claim`,
  history: msg`History`,
};
const STATUS_LABELS: Readonly<Record<RewardStatus, MessageDescriptor>> = {
  unclaimed: msg`Claim`,
  claimed: msg`Claimed`,
  expired: msg`Expired`,
};
const CLAIM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [PROMOTION_CODES.rewardExpired]: msg`This reward expired before it was claimed.`,
  [PROMOTION_CODES.rewardUnknown]: msg`This reward could not be found.`,
};
const claimMessage = (err: unknown) =>
  (err instanceof ApiError && CLAIM_MESSAGES[err.code]) || errorMessage(err);

/** /m/rewardCenter (issue 14, REWCEN3): rewards to claim with their expiry, and the history. */
export function RewardCentrePage({ user }: { user: string }) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<RewardTab>('unclaimed');
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist">
        {REWARD_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={t === tab}
            onClick={() => setTab(t)}
          >
            {i18n._(TAB_LABELS[t])}
          </button>
        ))}
      </div>
      <Rewards key={tab} user={user} tab={tab} />
    </div>
  );
}

function Rewards({ user, tab }: { user: string; tab: RewardTab }) {
  const query = useInfiniteQuery(rewardsQueryOptions(user, tab));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (!query.data)
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <p className={styles.text} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  if (items.length === 0)
    return (
      <p className={styles.text}>
        {tab === 'unclaimed' ? <Trans>No rewards to claim right now.</Trans> : <Trans>No rewards yet.</Trans>}
      </p>
    );
  return (
    <>
      {query.isRefetchError ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>The latest rewards could not be loaded.</Trans>
        </SectionError>
      ) : null}
      <ul className={styles.list}>
        {items.map((r) => (
          <RewardItem key={r.id} reward={r} user={user} />
        ))}
      </ul>
      <LoadMore query={query} failed={<Trans>More rewards could not be loaded.</Trans>} />
    </>
  );
}

function RewardItem({ reward: r, user }: { reward: Reward; user: string }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const claim = useMutation(claimRewardMutationOptions());
  const amount = formatPeso(r.amountCents, i18n.locale);
  const turnover = formatPeso(r.turnoverCents, i18n.locale);
  return (
    <li className={styles.item} data-testid="reward-item">
      <div className={styles.row}>
        <h2 className={styles.title}>{r.title}</h2>
        <span className={styles.amount}>{amount}</span>
      </div>
      {r.turnoverCents > 0 ? (
        <p className={styles.text}>
          <Trans>Wager {turnover} before this bonus can be withdrawn.</Trans>
        </p>
      ) : null}
      {r.status === 'unclaimed' ? (
        <>
          <Countdown until={r.expiresAt} />
          <button
            type="button"
            className="button-primary"
            disabled={!online || claim.isPending}
            onClick={() =>
              claim.mutate(r.id, {
                onSuccess: () => {
                  void queryClient.invalidateQueries({ queryKey: rewardKeys.all(user) });
                  void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
                },
                onError: (err) => showToast(i18n._(claimMessage(err))),
              })
            }
          >
            {i18n._(STATUS_LABELS.unclaimed)}
          </button>
        </>
      ) : (
        <p className={styles.text}>
          {i18n._(STATUS_LABELS[r.status])}
          {r.claimedAt ? ` · ${formatOperatorTime(r.claimedAt, i18n.locale)}` : ''}
        </p>
      )}
    </li>
  );
}

/** Time left to claim, ticking every minute (days and hours, then hours and minutes). */
function Countdown({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, Date.parse(until) - now);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return (
    <p className={styles.text} data-testid="reward-expiry">
      {days > 0 ? (
        <Trans>
          Expires in {days} d {hours} h
        </Trans>
      ) : (
        <Trans>
          Expires in {hours} h {minutes} min
        </Trans>
      )}
    </p>
  );
}
