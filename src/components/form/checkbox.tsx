import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A labelled checkbox (remember password, agree to the terms). */
export function Checkbox({
  checked,
  onChange,
  children,
  name,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name?: string;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
