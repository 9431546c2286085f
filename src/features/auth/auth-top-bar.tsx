import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="m15 18-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The login and register screens draw their own bar (their routes declare header 'none'). */
export function AuthTopBar({ title, onBack }: { title: ReactNode; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <header className={styles.topBar}>
      <button type="button" className="icon-button" aria-label={t`Back`} onClick={onBack}>
        <BackIcon />
      </button>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.spacer} aria-hidden="true" />
    </header>
  );
}
