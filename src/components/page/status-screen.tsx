import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

interface Props {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Fills the viewport (start-up screens shown without the shell). */
  fullScreen?: boolean;
  /** Heading level: h1 unless the shell header already holds the page's h1. */
  headingLevel?: 1 | 2;
  role?: 'alert' | 'status';
}

/** The one layout of every "nothing to show here" screen: error, coming soon, not found, maintenance. */
export function StatusScreen({ icon, title, children, actions, fullScreen, headingLevel = 1, role }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={fullScreen ? `${styles.screen} ${styles.full}` : styles.screen} role={role}>
      <div className={styles.badge}>{icon}</div>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
