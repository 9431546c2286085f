import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { memberInfoQueryOptions, walletQueryOptions } from '../../features/account/api.ts';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { CdnImage } from '../cdn-image.tsx';
import { balanceStore, balanceView } from './balance.ts';
import { BalanceAge } from './balance-age.tsx';
import styles from './header.module.css';
import { MenuPopover } from './menu-popover.tsx';

function Logo() {
  const config = useSiteConfig().data;
  const name = config?.siteName ?? config?.merchantCode ?? '';
  const logo = config?.resources.logoUrl;
  const text = <span className={styles.logoText}>{name}</span>;
  return (
    <Link to="/m/home" className={styles.logo}>
      {logo ? <CdnImage path={logo} alt={name} height={30} fallback={text} /> : text}
    </Link>
  );
}

/** Nickname (falling back to the account) and the total balance (SPEC.md section 2, header). */
function Account({ userName }: { userName: string }) {
  const { t, i18n } = useLingui();
  const { balanceHidden } = useSnapshot(uiStore);
  const { refreshing } = useSnapshot(balanceStore);
  const member = useQuery(memberInfoQueryOptions(userName));
  const wallet = useQuery(walletQueryOptions(userName));
  const view = balanceView(
    { status: wallet.status, cents: wallet.data?.sumBalance },
    balanceHidden,
    refreshing,
    i18n.locale,
  );
  return (
    <div className={styles.account}>
      <span className={styles.accountName}>{member.data?.nickname || member.data?.account || userName}</span>
      <span className={styles.balance} aria-busy={view.kind === 'loading' || refreshing || undefined}>
        <span className="visually-hidden">{t`Balance`} </span>
        {view.kind === 'loading' ? <span className={styles.balanceSkeleton} aria-hidden="true" /> : view.text}
      </span>
      {view.kind === 'text' && wallet.isSuccess ? <BalanceAge updatedAt={wallet.dataUpdatedAt} /> : null}
    </div>
  );
}

/** Home header (SPEC.md section 2): logo; login/register or the member's name; the popover menu. */
export function HomeHeader() {
  const { session } = useSnapshot(sessionStore);
  const directRegistration = useSiteConfig().data?.switches.DIRECTREG3 ?? false;
  return (
    <header className={styles.header}>
      <Logo />
      <div className={styles.actions}>
        {session ? (
          <Account userName={session.userName} />
        ) : (
          <>
            <Link to="/m/login" className="button-secondary button-small">
              <Trans>Log in</Trans>
            </Link>
            {directRegistration ? (
              <Link to="/m/register" className="button-primary button-small">
                <Trans>Register</Trans>
              </Link>
            ) : null}
          </>
        )}
        <MenuPopover />
      </div>
    </header>
  );
}
