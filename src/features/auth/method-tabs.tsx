import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** Two-method tab strip (login: username / SMS; register: username / mobile). */
export function MethodTabs<M extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: M;
  options: readonly { value: M; label: ReactNode }[];
  onChange: (value: M) => void;
}) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={o.value === value}
          onClick={() => {
            if (o.value !== value) onChange(o.value);
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
