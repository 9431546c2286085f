import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Modal } from '../../components/modal/modal.tsx';
import { readStorage } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { installStore, promptInstall } from '../../pwa/install-prompt.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { AddToHomeGuide } from './add-to-home-guide.tsx';
import styles from './install.module.css';
import { deviceOf, LEGACY_GUIDE_BELOW_IOS, popupItems } from './rules.ts';

interface Props {
  downloads: SiteConfig['downloads'];
  siteName: string;
  onClosed: () => void;
}

/** SPEC.md section 2, "Download popup": Android, iOS and the iOS profile; closes by mask or control. */
export function DownloadPopup({ downloads, siteName, onClosed }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const { available } = useSnapshot(installStore);
  const [guide, setGuide] = useState(false);
  const device = deviceOf(navigator.userAgent, navigator.maxTouchPoints);
  const items = popupItems({
    links: downloads,
    device,
    webClipFlag: readStorage('local', STORAGE_KEYS.webClip),
  });
  return (
    <Modal labelledBy={titleId} onClosed={onClosed} className={styles.popup}>
      {(close) => (
        <>
          <div className={styles.popupHead}>
            <h2 id={titleId}>
              <Trans>Get the {siteName} app</Trans>
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
              ×
            </button>
          </div>
          <ul className={styles.links}>
            {available ? (
              <li>
                <button
                  type="button"
                  className="button-primary"
                  onClick={() => void promptInstall().then(close)}
                >
                  <Trans>Install the web app</Trans>
                </button>
              </li>
            ) : null}
            {items.includes('android') && downloads.android ? (
              <li>
                <a className="button-secondary" href={downloads.android} rel="noopener" target="_blank">
                  <Trans>Download for Android</Trans>
                </a>
              </li>
            ) : null}
            {items.includes('ios') && downloads.ios ? (
              <li>
                <a className="button-secondary" href={downloads.ios} rel="noopener" target="_blank">
                  <Trans>Download for iPhone</Trans>
                </a>
              </li>
            ) : null}
            {items.includes('profile') && downloads.mobileConfig ? (
              <li>
                <a className="button-secondary" href={downloads.mobileConfig}>
                  <Trans>Add to iPhone home screen (profile)</Trans>
                </a>
              </li>
            ) : null}
            {device.ios ? (
              <li>
                <button
                  type="button"
                  className={styles.guideToggle}
                  onClick={() => setGuide((g) => !g)}
                  aria-expanded={guide}
                >
                  <Trans>How to add it from Safari</Trans>
                </button>
              </li>
            ) : null}
          </ul>
          {guide ? (
            <AddToHomeGuide
              legacy={device.iosVersion !== null && device.iosVersion < LEGACY_GUIDE_BELOW_IOS}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
