import type { ReactNode } from 'react';
import styles from './page-stack.module.css';

/** A page's sections, one under the other, with the shell's side padding and even gaps. */
export function PageStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
