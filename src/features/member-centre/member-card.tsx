import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BalanceAge } from '../../components/balance-age.tsx';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../components/balance-icons.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { useAvatarUrl } from '../../lib/account/avatar.ts';
import { refreshBalance, toggleBalanceHidden } from '../../lib/account/balance.ts';
import { useBalanceView } from '../../lib/account/use-balance-view.ts';
import { pluralCategory } from '../../lib/plural.ts';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import type { MemberInfo } from '../../shared/schemas/session.ts';
import { MailIcon } from './item-icons.tsx';
import styles from './member-centre.module.css';

interface Props {
  userName: string;
  member: MemberInfo | undefined;
  /** Switch VIPBENEFIT3: the VIP label shows and the header opens the benefits page. */
  vipBenefit: boolean;
  /** The member's VIP level now (null below the first level or not known). */
  vipLevel: string | null;
  unreadCount: number;
  template: 'new' | 'base';
}

/** SPEC.md section 2, "Member header and message icon", with the balance. */
export function MemberCard({ userName, member, vipBenefit, vipLevel, unreadCount, template }: Props) {
  // The head icon the member uploaded (security centre), else the default one; trials have none.
  const avatarUrl = useAvatarUrl(member && member.type !== MEMBER_TYPE_TRIAL ? userName : undefined);
  const joinedDays = member?.joinedDays;
  const { i18n } = useLingui();
  const identity = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : <UserIcon />}
      </span>
      <span className={vipBenefit ? `${styles.identityText} ${styles.identityTextVip}` : styles.identityText}>
        <span className={styles.account}>{member?.account ?? userName}</span>
        {vipBenefit && vipLevel ? (
          <span className={styles.vip} data-testid="vip-label">
            {vipLevel}
          </span>
        ) : vipBenefit ? (
          // The label's line, kept while the level is unknown (or none): the joined days below stay put.
          <span className={`${styles.vip} ${styles.slot}`} aria-hidden="true">
            {'\u00a0'}
          </span>
        ) : null}
        {joinedDays !== undefined ? (
          <span className={styles.joined}>
            <Select
              value={pluralCategory(joinedDays, i18n.locale)}
              _one={`Joined ${joinedDays} day ago`}
              other={`Joined ${joinedDays} days ago`}
            />
          </span>
        ) : null}
      </span>
    </>
  );
  const head: ReactNode = (
    <div className={styles.memberHead}>
      {vipBenefit ? (
        <Link to="/m/member/benefits" className={styles.identity}>
          {identity}
        </Link>
      ) : (
        <div className={styles.identity}>{identity}</div>
      )}
      <MessageIcon unreadCount={unreadCount} />
    </div>
  );
  return template === 'new' ? (
    <section className={styles.card}>
      {head}
      <Balance userName={userName} />
    </section>
  ) : (
    <>
      <section className={styles.profileRow}>{head}</section>
      <section className={styles.balanceRow}>
        <Balance userName={userName} />
      </section>
    </>
  );
}

/** A red dot when there are unread messages. */
function MessageIcon({ unreadCount }: { unreadCount: number }) {
  const { t } = useLingui();
  const unread = unreadCount > 0;
  return (
    <Link
      to="/m/webEmail"
      className={`icon-button ${styles.message}`}
      aria-label={unread ? t`Messages, ${unreadCount} unread` : t`Messages`}
    >
      <MailIcon />
      {unread ? <span className={styles.dot} data-testid="unread-dot" /> : null}
    </Link>
  );
}

/** The total balance with hide/show and refresh (shared rules of src/lib/account/balance.ts). */
function Balance({ userName }: { userName: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { wallet, view, refreshing, hidden: balanceHidden } = useBalanceView(userName);
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>
        <Trans>Total balance</Trans>
      </span>
      <span
        className={styles.balanceValue}
        data-testid="mine-balance"
        aria-busy={view.kind === 'loading' || refreshing || undefined}
      >
        {view.kind === 'loading' ? <span className={styles.skeleton} aria-hidden="true" /> : view.text}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-pressed={balanceHidden}
        aria-label={balanceHidden ? t`Show balance` : t`Hide balance`}
        onClick={toggleBalanceHidden}
      >
        {balanceHidden ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Refresh balance`}
        disabled={refreshing}
        onClick={() => void refreshBalance(queryClient)}
      >
        <RefreshIcon />
      </button>
      {view.kind === 'text' && wallet.isSuccess ? <BalanceAge updatedAt={wallet.dataUpdatedAt} /> : null}
    </div>
  );
}
