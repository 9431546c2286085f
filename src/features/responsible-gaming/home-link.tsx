import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './home-link.module.css';

/**
 * The home page's footer line: a plain link to the Responsible gaming page (nothing else loads). The
 * label comes from home's route file, so it is in the catalog home loads at start.
 */
export function ResponsibleGamingLink({ children }: { children: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <Link to="/m/responsibleGaming">{children}</Link>
    </footer>
  );
}
