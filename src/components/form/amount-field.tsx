import type { ReactNode, Ref } from 'react';
import styles from './form.module.css';
import { TextField } from './text-field.tsx';

export interface AmountFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The limits in words under the field ("Min ₱100.00 · Max ₱50,000.00"), already translated. */
  hint?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** After the clear button, e.g. a "withdraw all" button. */
  trailing?: ReactNode;
}

/**
 * A peso amount typed as text: the decimal keypad on phones, ₱ before it; parse the value with
 * parseCents and check it with amountProblem (src/lib/amount-input.ts), never with parseFloat.
 */
export function AmountField({ hint, ...props }: AmountFieldProps) {
  return (
    <div className={styles.field}>
      <TextField
        {...props}
        inputMode="decimal"
        autoComplete="off"
        maxLength={18}
        leading={
          <span className={styles.currency} aria-hidden="true">
            ₱
          </span>
        }
      />
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
