import { Trans, useLingui } from '@lingui/react/macro';
import { CAPTCHA_MAX_LENGTH } from '../../shared/constants/ui.ts';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';
import type { CaptchaState } from './use-captcha.ts';

export type CaptchaFieldProps = Omit<
  TextFieldProps,
  'type' | 'maxLength' | 'trailing' | 'autoComplete' | 'required'
> & {
  /** From useCaptcha(loader, enabled). */
  captcha: CaptchaState;
  /** Numeric keyboard (default true). */
  numeric?: boolean;
};

/** Code input + captcha image; tapping the image loads a new one and clears the code (SPEC.md 4). */
export function CaptchaField({ captcha, numeric = true, ...rest }: CaptchaFieldProps) {
  const { t } = useLingui();
  const { status } = captcha;
  return (
    <TextField
      {...rest}
      required
      maxLength={CAPTCHA_MAX_LENGTH}
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete="off"
      trailing={
        <button
          type="button"
          className={styles.captchaImage}
          data-state={status}
          aria-label={t`New verification image`}
          aria-busy={status === 'loading'}
          onClick={() => {
            rest.onChange('');
            captcha.refresh();
          }}
        >
          {captcha.captcha ? (
            <img src={captcha.captcha.image} alt={t`Verification code`} />
          ) : status === 'error' ? (
            <Trans>Tap to retry</Trans>
          ) : (
            <Trans>Loading…</Trans>
          )}
        </button>
      }
    />
  );
}
