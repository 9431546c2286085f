import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HELP_CONTACTS } from '../../shared/constants/protection.ts';
import styles from './responsible-gaming.module.css';

/** The tools the page opens (the route's `?view=`); which exist is the route's business. */
export type ResponsibleGamingTool = 'limits' | 'reality' | 'timeout';

const TOOLS: Readonly<Record<ResponsibleGamingTool, { name: MessageDescriptor; meta: MessageDescriptor }>> = {
  limits: {
    name: msg`Deposit and loss limits`,
    meta: msg`Cap what you put in and what you can lose per day, week or month.`,
  },
  reality: {
    name: msg`Reality check`,
    meta: msg`A reminder every few minutes of play with your time and net result.`,
  },
  timeout: {
    name: msg`Time-out and self-exclusion`,
    meta: msg`Take a break from 24 hours to 6 weeks, or self-exclude from 6 months to permanently.`,
  },
};

/**
 * Responsible gaming: the member's tools and where to get help. The help contacts are public ones
 * (src/shared/constants/protection.ts, operator-editable); visitors see them too.
 */
export function ResponsibleGamingPage<T extends ResponsibleGamingTool>({
  tools,
  onOpen,
}: {
  tools: readonly T[];
  onOpen: (tool: T) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h2 className={styles.heading}>
          <Trans>Play responsibly</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            Gaming is entertainment, not a way to make money. Only adults of legal age may play. Set your
            limits before you play, and take a break when it stops being fun.
          </Trans>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="rg-tools">
        <h2 id="rg-tools" className={styles.heading}>
          <Trans>Your tools</Trans>
        </h2>
        <ul className={styles.list}>
          {tools.map((tool) => (
            <li key={tool}>
              <button type="button" className={styles.tool} onClick={() => onOpen(tool)}>
                <span className={styles.toolName}>{i18n._(TOOLS[tool].name)}</span>
                <span className={styles.toolMeta}>{i18n._(TOOLS[tool].meta)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="rg-help">
        <h2 id="rg-help" className={styles.heading}>
          <Trans>Get help</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            If gaming worries you or someone close to you, talk to someone. These services are free and
            confidential.
          </Trans>
        </p>
        <ul className={styles.list}>
          {HELP_CONTACTS.map((c) => (
            <li key={c.id} className={styles.contact}>
              <span className={styles.toolName}>{c.name}</span>
              {c.phone ? (
                <a href={`tel:${c.phone}`}>
                  <Trans>Call {c.phone}</Trans>
                </a>
              ) : null}
              {c.url ? (
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {new URL(c.url).hostname}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
