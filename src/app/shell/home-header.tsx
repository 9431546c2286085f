import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { CdnImage } from '../../components/cdn-image.tsx';
import styles from '../../components/page/header.module.css';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { sessionStore } from '../../stores/session.ts';
import { MenuPopover } from './menu-popover.tsx';

/** Members only: visitors never download the account queries and their schemas. */
const Account = lazyComponent(() => import('./header-account.tsx').then((m) => m.Account));

function Logo() {
  const config = useSiteConfig().data;
  const name = config?.siteName ?? config?.merchantCode ?? '';
  const logo = config?.resources.logoUrl;
  const text = <span className={styles.logoText}>{name}</span>;
  return (
    <Link to="/m/home" className={styles.logo}>
      {logo ? <CdnImage path={logo} alt={name} width={112} height={30} fallback={text} /> : text}
    </Link>
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
          <Suspense fallback={<span className={styles.balanceSkeleton} aria-hidden="true" />}>
            <Account userName={session.userName} />
          </Suspense>
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
