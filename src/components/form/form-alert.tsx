import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A form's refusal or failure, said in place and announced (role alert). */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className={styles.alert} role="alert">
      {children}
    </p>
  );
}
