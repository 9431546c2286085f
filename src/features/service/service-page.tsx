import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import styles from './service.module.css';
import { ServiceLinks } from './service-links.tsx';
import { useServiceEntries } from './use-service-entries.ts';

/** /m/service: live chat and the messenger links the operator configured (SPEC.md section 2). */
export function ServicePage() {
  const config = useSiteConfig();
  const entries = useServiceEntries(config.data?.serviceLinks);
  let body: ReactNode;
  if (config.isError && !config.data)
    body = <SectionError error={config.error} onRetry={() => void config.refetch()} />;
  else if (!entries) body = <div className={styles.skeleton} aria-busy="true" />;
  else if (entries.length === 0)
    body = (
      <NoData>
        <Trans>Customer service is not available right now.</Trans>
      </NoData>
    );
  else body = <ServiceLinks entries={entries} />;
  return <div className={styles.page}>{body}</div>;
}
