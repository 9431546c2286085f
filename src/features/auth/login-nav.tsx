import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './auth.module.css';
import { useLiveChatLink } from './site-links.ts';

/** The login navigation strip: home, register (when open), forgot password, customer service. */
export function LoginNav({ site }: { site: SiteConfig | undefined }) {
  const liveChat = useLiveChatLink(site);
  const canRegister = Boolean(site?.switches.USERNAMEREG3 || site?.switches.MOBILENUMREG3);
  return (
    <nav aria-labelledby="login-nav-label">
      <span id="login-nav-label" className="visually-hidden">
        <Trans>More</Trans>
      </span>
      <ul className={styles.nav}>
        <li>
          <Link to="/m/home" className={styles.navLink}>
            <Trans>Home</Trans>
          </Link>
        </li>
        {canRegister ? (
          <li>
            <Link to="/m/register" className={styles.navLink}>
              <Trans>Register</Trans>
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/m/forget" className={styles.navLink}>
            <Trans>Forgot password</Trans>
          </Link>
        </li>
        {/* Its place is kept while the link is decrypted: the strip's columns do not move under a tap. */}
        {liveChat !== null ? (
          <li>
            <a href={liveChat} target="_blank" rel="noopener noreferrer" className={styles.navLink}>
              <Trans>Customer service</Trans>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
