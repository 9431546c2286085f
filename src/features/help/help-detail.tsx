import { Trans } from '@lingui/react/macro';
import { HtmlContent } from '../../components/html-content.tsx';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import styles from './help.module.css';
import { useHelpList } from './use-help-list.ts';

/** One help entry, `?i=` (SPEC.md section 2); the no-data placeholder when there is no such entry. */
export function HelpDetail({ index }: { index: number }) {
  const query = useHelpList();
  if (query.isError && !query.data) {
    return (
      <div className={styles.page}>
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>The help centre could not be loaded.</Trans>
        </SectionError>
      </div>
    );
  }
  if (!query.data) return <div className={`${styles.page} ${styles.detailSkeleton}`} aria-busy="true" />;
  const entry = query.data[index];
  if (!entry) return <NoData />;
  return (
    <article className={`${styles.page} ${styles.detail}`}>
      <h2 className={styles.detailTitle}>{entry.title}</h2>
      <HtmlContent html={entry.content} />
    </article>
  );
}
