import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { HtmlContent } from '../../components/html-content.tsx';
import { NoData } from '../../components/no-data.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useShellMeta } from '../../components/page/use-shell-meta.ts';
import { SectionError } from '../../components/section-error.tsx';
import type { HelpEntry } from '../../shared/schemas/help.ts';
import styles from './help.module.css';
import { initialOpenEntry } from './select.ts';
import { useHelpList } from './use-help-list.ts';

/** One open entry at a time; the one of `?i=` starts open and is scrolled into view. */
function Accordion({ entries, initial }: { entries: readonly HelpEntry[]; initial: number | null }) {
  const [open, setOpen] = useState(initial);
  const base = useId();
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (initial) first.current?.scrollIntoView?.({ block: 'start' });
  }, [initial]);

  return (
    <div className={styles.list}>
      {entries.map((entry, index) => {
        const expanded = open === index;
        const buttonId = `${base}-b${index}`;
        const panelId = `${base}-p${index}`;
        return (
          <div key={entry.id} className={styles.item} ref={index === initial ? first : undefined}>
            <h2 className={styles.itemHeading}>
              <button
                id={buttonId}
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{entry.title}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {expanded ? <HtmlContent html={entry.content} /> : null}
            </section>
          </div>
        );
      })}
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.list} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={`${styles.item} ${styles.skeleton}`} />
      ))}
    </div>
  );
}

/** The help centre (SPEC.md section 2): its own header (back to home), then the entries. */
export function HelpPage({ initialIndex }: { initialIndex: number }) {
  const meta = useShellMeta();
  const query = useHelpList();
  const entries = query.data;

  let body: ReactNode;
  if (query.isError && !entries) {
    body = (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>The help centre could not be loaded.</Trans>
      </SectionError>
    );
  } else if (!entries) body = <Loading />;
  else if (entries.length === 0) body = <NoData />;
  else
    body = (
      <Accordion
        key={initialIndex}
        entries={entries}
        initial={initialOpenEntry(initialIndex, entries.length)}
      />
    );

  return (
    <>
      <PageHeader meta={meta} />
      <div className={styles.page}>{body}</div>
    </>
  );
}
