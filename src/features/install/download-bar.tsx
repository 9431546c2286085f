import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CdnImage } from '../../components/cdn-image.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { isStandalone, registerMethod } from '../../pwa/display-mode.ts';
import { installStore } from '../../pwa/install-prompt.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './install.module.css';
import { deviceOf, downloadBarVisible } from './rules.ts';

const DownloadPopup = lazyComponent(() => import('./download-popup.tsx').then((m) => m.DownloadPopup));

export interface DownloadBarProps {
  downloads: SiteConfig['downloads'];
  appIconUrl: string;
  siteName: string;
}

/** SPEC.md section 2, "Download bar": app icon, description, Download (opens the popup), close. */
export function DownloadBar({ downloads, appIconUrl, siteName }: DownloadBarProps) {
  const { t } = useLingui();
  const { session } = useSnapshot(sessionStore);
  const [closed, setClosed] = useState(() => readStorage('local', STORAGE_KEYS.hideDownloadBar) === '1');
  const [open, setOpen] = useState(false);
  const { installed } = useSnapshot(installStore);
  const visible = downloadBarVisible({
    links: downloads,
    method: registerMethod(),
    standalone: isStandalone(),
    closed,
    installed,
    requireLogin: downloads.requireLogin,
    loggedIn: !!session,
    device: deviceOf(navigator.userAgent, navigator.maxTouchPoints),
  });
  return (
    <>
      {visible ? (
        <aside className={styles.bar} aria-label={t`Download the app`}>
          <CdnImage path={appIconUrl} alt="" width={36} height={36} className={styles.icon} />
          <p className={styles.text}>
            <Trans>Play faster with the {siteName} app</Trans>
          </p>
          <button type="button" className="button-primary button-small" onClick={() => setOpen(true)}>
            <Trans>Download</Trans>
          </button>
          <button
            type="button"
            className={`icon-button ${styles.close}`}
            aria-label={t`Close`}
            onClick={() => {
              writeStorage('local', STORAGE_KEYS.hideDownloadBar, '1');
              setClosed(true);
            }}
          >
            ×
          </button>
        </aside>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DownloadPopup downloads={downloads} siteName={siteName} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
