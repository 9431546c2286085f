import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { CdnImage } from '../cdn-image.tsx';
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

/** Nickname (account until member info arrives) and the balance area the wallet issue fills. */
function Account({ name }: { name: string }) {
  const { t } = useLingui();
  const { balanceHidden } = useSnapshot(uiStore);
  return (
    <div className={styles.account}>
      <span className={styles.accountName}>{name}</span>
      <span className={styles.balance}>
        <span className="visually-hidden">{t`Balance`} </span>
        {balanceHidden ? '****' : '--.--'}
      </span>
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
          <Account name={session.userName} />
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
