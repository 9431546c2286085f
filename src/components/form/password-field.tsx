import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './form.module.css';
import { EyeIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** 'current-password' (login), 'new-password' (registration, change), 'off' (a payment PIN). */
  autoComplete: 'current-password' | 'new-password' | 'off';
};

/** A password input; the show/hide toggle appears only while it has a value (SPEC.md section 4). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  // Emptying the field hides it again, so the next password starts masked.
  const visible = shown && props.value !== '';
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        props.value ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={visible ? t`Hide password` : t`Show password`}
            aria-pressed={visible}
            onClick={() => setShown(!visible)}
          >
            <EyeIcon open={visible} />
          </button>
        ) : null
      }
    />
  );
}
