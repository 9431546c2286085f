import { Trans } from '@lingui/react/macro';
import styles from './install.module.css';
import { MIN_IOS_VERSION } from './rules.ts';

/** The add-to-home-screen guide for Safari, with the extra tips older iOS needs (SPEC.md section 2). */
export function AddToHomeGuide({ legacy }: { legacy: boolean }) {
  return (
    <ol className={styles.guide}>
      <li>
        <Trans>Open this page in Safari.</Trans>
      </li>
      <li>
        <Trans>Tap the Share button (a square with an arrow pointing up).</Trans>
      </li>
      <li>
        <Trans>Scroll down and tap "Add to Home Screen", then "Add".</Trans>
      </li>
      {legacy ? (
        <>
          <li>
            <Trans>
              On older iOS the Share button is at the bottom of the screen; swipe the lower row of icons left
              to find "Add to Home Screen".
            </Trans>
          </li>
          <li>
            <Trans>
              The web app needs iOS {MIN_IOS_VERSION} or later: update your iPhone in Settings › General ›
              Software Update.
            </Trans>
          </li>
        </>
      ) : null}
    </ol>
  );
}
