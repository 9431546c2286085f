import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { HtmlContent } from '../../components/html-content.tsx';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { uiStore } from '../../stores/ui.ts';
import { agreementQueryOptions } from './api.ts';
import styles from './notices.module.css';

/** /m/useragreement: the operator's agreement in the app's language (the registration form links here). */
export function AgreementPage() {
  const { language } = useSnapshot(uiStore);
  const query = useQuery(agreementQueryOptions(language));
  let body: ReactNode;
  if (query.isError && !query.data)
    body = (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>The user agreement could not be loaded.</Trans>
      </SectionError>
    );
  else if (!query.data) body = <div className={styles.skeleton} aria-busy="true" />;
  else if (!query.data.content)
    body = (
      <NoData>
        <Trans>The user agreement has not been published yet.</Trans>
      </NoData>
    );
  else
    body = (
      <article className={styles.detail} lang={query.data.language === 'EN' ? 'en' : 'fil'}>
        <HtmlContent html={query.data.content} />
      </article>
    );
  return <div className={styles.page}>{body}</div>;
}
