import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { inviteLink } from '../../shared/constants/referrals.ts';
import type { ReferralFriend, ReferralRules } from '../../shared/schemas/referrals.ts';
import { sessionStore } from '../../stores/session.ts';
import { referralFriendsQueryOptions, referralSummaryQueryOptions } from './api.ts';
import { copyText } from './copy.ts';
import styles from './invite-friends.module.css';
import { CONTACT_SERVICE, isReferralDisabled } from './messages.ts';
import { QrCode } from './qr-code.tsx';
import { shareOrCopy } from './share.ts';

function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.copyRow}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value} data-testid={testId}>
        {value}
      </p>
      <button
        type="button"
        className="button-secondary button-small"
        aria-label={t`Copy ${label}`}
        onClick={() => void copyText(value)}
      >
        {t`Copy`}
      </button>
    </div>
  );
}

function Rules({ rules }: { rules: ReferralRules }) {
  const { i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const items: ReactNode[] = [];
  if (rules.depositRewardCents > 0) {
    const reward = peso(rules.depositRewardCents);
    const min = peso(rules.depositMinCents);
    items.push(
      <li key="deposit">
        <Trans>
          Earn {reward} when a friend you invited makes a deposit of {min} or more.
        </Trans>
      </li>,
    );
  }
  if (rules.turnoverRewardCents > 0) {
    const reward = peso(rules.turnoverRewardCents);
    const min = peso(rules.turnoverMinCents);
    items.push(
      <li key="turnover">
        <Trans>
          Earn {reward} when a friend you invited has wagered {min} in total.
        </Trans>
      </li>,
    );
  }
  if (!items.length)
    return (
      <p className={styles.muted}>
        <Trans>There are no invite rewards at the moment. Your friends can still join with your link.</Trans>
      </p>
    );
  return <ul className={styles.rules}>{items}</ul>;
}

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t, i18n } = useLingui();
  const status = [
    friend.deposited ? t`Deposit reward earned` : null,
    friend.wagered ? t`Wagering reward earned` : null,
  ].filter(Boolean);
  return (
    <li className={styles.friend} data-testid="invite-friend">
      <p className={styles.friendName}>{friend.account}</p>
      <p className={styles.friendReward}>{formatPeso(friend.earnedCents, i18n.locale)}</p>
      <p className={styles.friendMeta}>
        {t`Joined ${formatOperatorTime(friend.joinedAt, i18n.locale)}`}
        {' · '}
        {status.length ? status.join(' · ') : t`No reward yet`}
        {friend.pendingCents > 0
          ? ` · ${t`${formatPeso(friend.pendingCents, i18n.locale)} waiting to be paid`}`
          : ''}
      </p>
    </li>
  );
}

function Friends({ user }: { user: string }) {
  const query = useInfiniteQuery({ ...referralFriendsQueryOptions(user), enabled: !!user });
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <div className={styles.skeleton} aria-busy="true" />;
  if (!query.data)
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Your invited friends could not be loaded.</Trans>
      </SectionError>
    );
  if (!rows.length)
    return (
      <NoData>
        <Trans>No friends have joined with your link yet.</Trans>
      </NoData>
    );
  return (
    <>
      <ul className={styles.list}>
        {rows.map((f, i) => (
          // Masked accounts may repeat; the order is stable (newest first).
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id on the wire
          <FriendRow key={`${f.joinedAt}-${i}`} friend={f} />
        ))}
      </ul>
      <LoadMore query={query} failed={<Trans>Your invited friends could not be loaded.</Trans>} />
    </>
  );
}

/** Invite friends (/m/inviteFriends): the member's link and code, QR code, share sheet, friends and rewards. */
export function InvitePage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const queryClient = useQueryClient();
  const summary = useQuery({ ...referralSummaryQueryOptions(user), enabled: !!user });
  const earned = summary.data?.earnedCents;

  // Loading the summary pays rewards that were due: the balance shown elsewhere may have grown.
  useEffect(() => {
    if (earned !== undefined && earned > 0)
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  }, [earned, queryClient]);

  if (!summary.data) {
    if (summary.isError && isReferralDisabled(summary.error))
      return (
        <div className={styles.page}>
          <p className={styles.muted} role="status">
            {t(CONTACT_SERVICE)}
          </p>
        </div>
      );
    if (!online && summary.isPending)
      return (
        <div className={styles.page}>
          <p className={styles.muted} role="status">
            <Trans>You are offline. Your invite link shows once you are connected.</Trans>
          </p>
        </div>
      );
    if (summary.isError)
      return (
        <div className={styles.page}>
          <SectionError error={summary.error} onRetry={() => void summary.refetch()}>
            <Trans>Your invite link could not be loaded.</Trans>
          </SectionError>
        </div>
      );
    return (
      <div className={styles.page}>
        <div className={styles.skeleton} aria-busy="true" />
      </div>
    );
  }

  const { code, rules, friends, earnedCents, pendingCents } = summary.data;
  const link = inviteLink(window.location.origin, code);
  const share = async () => {
    const outcome = await shareOrCopy(
      { title: t`Join me on Swerte`, text: t`Sign up with my invite link:`, url: link },
      {
        share: typeof navigator.share === 'function' ? (d) => navigator.share(d) : undefined,
        canShare: typeof navigator.canShare === 'function' ? (d) => navigator.canShare(d) : undefined,
        copy: (text) => copyText(text, true),
      },
    );
    if (outcome === 'copied') showToast(t`Sharing is not available here: the link was copied.`);
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="invite-link-heading">
        <h2 id="invite-link-heading" className={styles.heading}>
          <Trans>Your invite link</Trans>
        </h2>
        <div className={styles.qrBox}>
          <QrCode text={link} />
        </div>
        <CopyLine label={t`Invite link`} value={link} testId="invite-link" />
        <CopyLine label={t`Referral code`} value={code} testId="invite-code" />
        <div className={styles.actions}>
          <button type="button" className="button-primary" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="invite-rewards-heading">
        <h2 id="invite-rewards-heading" className={styles.heading}>
          <Trans>Rewards</Trans>
        </h2>
        <Rules rules={rules} />
        <dl className={styles.totals}>
          <div>
            <dt>{t`Friends invited`}</dt>
            <dd data-testid="invite-friends-count">{friends}</dd>
          </div>
          <div>
            <dt>{t`Rewards earned`}</dt>
            <dd data-testid="invite-earned">{formatPeso(earnedCents, i18n.locale)}</dd>
          </div>
          <div>
            <dt>{t`Waiting to be paid`}</dt>
            <dd data-testid="invite-pending">{formatPeso(pendingCents, i18n.locale)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="invite-friends-heading">
        <h2 id="invite-friends-heading" className={styles.heading}>
          <Trans>Invited friends</Trans>
        </h2>
        <Friends user={user} />
      </section>
    </div>
  );
}
