import { Trans } from '@lingui/react/macro';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './auth.module.css';
import { downloadUrl } from './site-links.ts';

/** "Download the app" at the bottom of login and register, when the merchant has a link. */
export function DownloadLink({ site }: { site: SiteConfig | undefined }) {
  const href = downloadUrl(site, typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (!href) return null;
  return (
    <a className={styles.download} href={href} target="_blank" rel="noopener noreferrer">
      <Trans>Download the app</Trans>
    </a>
  );
}
