import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './side-service-button.module.css';

// The panel (decryption, icons, the dialog) loads on the first tap: home's first-load JS stays as it was.
const SideServicePanel = lazyComponent(() =>
  import('./side-service-panel.tsx').then((m) => m.SideServicePanel),
);

/** Home's entry to the side service panel; nothing when the operator configured no service link. */
export function SideServiceButton({ links }: { links: SiteConfig['serviceLinks'] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (links.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.fab}
        aria-label={t`Customer service`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Zm-3 6c0 1.5-2 2-5 2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SideServicePanel links={links} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
