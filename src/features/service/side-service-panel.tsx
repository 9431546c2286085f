import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Modal } from '../../components/modal/modal.tsx';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './service.module.css';
import { ServiceLinks } from './service-links.tsx';
import { useServiceEntries } from './use-service-entries.ts';

/** The side service panel (SPEC.md section 2): live chat and messenger icons; a tap opens the link. */
export function SideServicePanel({
  links,
  onClosed,
}: {
  links: SiteConfig['serviceLinks'];
  onClosed: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const entries = useServiceEntries(links);
  return (
    <Modal labelledBy={titleId} onClosed={onClosed}>
      {(close) => (
        <>
          <div className={styles.panelHead}>
            <h2 id={titleId}>
              <Trans>Customer service</Trans>
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
              ×
            </button>
          </div>
          {entries ? (
            <ServiceLinks entries={entries} />
          ) : (
            <div className={styles.skeleton} aria-busy="true" />
          )}
        </>
      )}
    </Modal>
  );
}
