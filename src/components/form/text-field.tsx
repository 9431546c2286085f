import { useLingui } from '@lingui/react/macro';
import { type HTMLAttributes, type ReactNode, type Ref, useCallback, useId, useRef } from 'react';
import styles from './form.module.css';
import { ClearIcon } from './icons.tsx';

export interface TextFieldProps {
  /** Visible label (already translated: `<Trans>` or `t`). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Translated error text; when set the input is aria-invalid and described by it. */
  error?: ReactNode;
  /** Shows the required marker (*) and sets aria-required. */
  required?: boolean;
  name?: string;
  id?: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** e.g. 'username', 'current-password', 'new-password', 'one-time-code', 'off'. */
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Clear button while the field has a value (default true). */
  clearable?: boolean;
  onBlur?: () => void;
  /** The <input>, e.g. from useFieldRefs().ref(name) to focus it. */
  ref?: Ref<HTMLInputElement>;
  /** Inside the box before the input (dialing-code picker). */
  leading?: ReactNode;
  /** Inside the box after the clear button (show/hide toggle, SMS button, captcha image). */
  trailing?: ReactNode;
}

/** A labelled input with a clear button, required marker and error text (accessible by label). */
export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  name,
  id,
  type = 'text',
  maxLength,
  inputMode,
  autoComplete,
  placeholder,
  disabled = false,
  clearable = true,
  onBlur,
  ref,
  leading,
  trailing,
}: TextFieldProps) {
  const { t } = useLingui();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${inputId}-error`;
  const local = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      local.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const invalid = Boolean(error);

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {/* Outside the label so the accessible name stays the plain label; aria-required says it. */}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className={styles.control} data-invalid={invalid}>
        {leading}
        <input
          ref={setRef}
          id={inputId}
          className={styles.input}
          name={name}
          type={type}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        {clearable && value && !disabled ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Clear`}
            onClick={() => {
              onChange('');
              local.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        ) : null}
        {trailing}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
