import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode, heldToastMs, resetFailureMessage } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { PAYOUT_CODES } from '../../shared/errors/cashier.ts';
import { PAYMENT_PASSWORD_LENGTH, type PayoutProfile } from '../../shared/schemas/payout.ts';
import {
  changePaymentPasswordMutationOptions,
  payoutKeys,
  resetPaymentPasswordMutationOptions,
  sendPaymentPasswordSms,
  setPaymentPasswordMutationOptions,
} from './api.ts';
import styles from './payout.module.css';
import { payoutErrorMessage, payoutFieldMessage } from './payout-messages.ts';
import {
  confirmProblem,
  newPasswordProblem,
  PAYOUT_FIELD,
  paymentPasswordProblem,
  requiredProblem,
} from './payout-rules.ts';
import { useReauth } from './use-reauth.tsx';
import { WithProfile } from './with-profile.tsx';

interface Props {
  /** Saved (e.g. back to the withdraw form). */
  onDone: () => void;
}

/** The payment password: set the first one; later change it with the old one or reset it by SMS. */
export function PaymentPasswordView({ onDone }: Props) {
  return (
    <WithProfile>
      {(profile, user) =>
        profile.paymentPasswordSet ? (
          <ChangeOrReset profile={profile} user={user} onDone={onDone} />
        ) : (
          <PasswordForm mode="set" user={user} onDone={onDone} />
        )
      }
    </WithProfile>
  );
}

function ChangeOrReset({ profile, user, onDone }: Props & { profile: PayoutProfile; user: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'change' | 'reset'>('change');
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>
        <Trans>Payment password</Trans>
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t`Payment password`}>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'change'}
          onClick={() => setTab('change')}
        >
          <Trans>Change</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'reset'}
          onClick={() => setTab('reset')}
        >
          <Trans>Forgot it? Reset by SMS</Trans>
        </button>
      </div>
      {tab === 'change' ? (
        <PasswordForm key="change" mode="change" user={user} onDone={onDone} />
      ) : profile.maskedMobile ? (
        <PasswordForm
          key="reset"
          mode="reset"
          user={user}
          onDone={onDone}
          maskedMobile={profile.maskedMobile}
        />
      ) : (
        <p className={styles.text} role="alert">
          {/* Without a bound mobile no code can be sent: the same text as the server's refusal. */}
          <Trans>
            No mobile number is bound to your account, so the code cannot be sent. Please contact customer
            service.
          </Trans>
        </p>
      )}
    </div>
  );
}

type Field = 'oldPassword' | 'code' | 'password' | 'confirm';
type Mode = 'set' | 'change' | 'reset';

/** Codes of a refusal that belong on one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [PAYOUT_CODES.paymentPasswordWrong]: 'oldPassword',
  [PAYOUT_CODES.paymentPasswordSame]: 'password',
  [PAYOUT_CODES.paymentPasswordMismatch]: 'confirm',
  [AUTH_CODES.smsCodeInvalid]: 'code',
  [AUTH_CODES.smsCodeExpired]: 'code',
};

function PasswordForm({
  mode,
  user,
  onDone,
  maskedMobile,
}: Props & { mode: Mode; user: string; maskedMobile?: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const { needsAuth, dialog } = useReauth();
  const set = useMutation(setPaymentPasswordMutationOptions());
  const change = useMutation(changePaymentPasswordMutationOptions());
  const reset = useMutation(resetPaymentPasswordMutationOptions());
  const busy = set.isPending || change.isPending || reset.isPending;
  const form = useForm<Field>({
    initial: { oldPassword: '', code: '', password: '', confirm: '' },
    validate: (values) => ({
      ...(mode === 'change' ? { oldPassword: paymentPasswordProblem(values.oldPassword) } : {}),
      ...(mode === 'reset' ? { code: requiredProblem(values.code, PAYOUT_FIELD.codeRequired) } : {}),
      password: newPasswordProblem(values.password, mode === 'change' ? values.oldPassword : undefined),
      confirm: confirmProblem(values.password, values.confirm),
    }),
    message: (code) => i18n._(payoutFieldMessage(code)),
    showErrors: 'change',
  });

  const saved = () => {
    showToast(msg`Payment password saved`, TOAST_MS.short);
    void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(user) });
    onDone();
  };
  const failed = (err: unknown, again: () => void) => {
    if (needsAuth(err, again)) return;
    const field = FIELD_OF_CODE[errorCode(err)];
    if (field && (field !== 'oldPassword' || mode === 'change') && (field !== 'code' || mode === 'reset'))
      form.setError(field, errorCode(err));
    else showToast(resetFailureMessage(err, i18n.locale, payoutErrorMessage), heldToastMs(err));
  };

  const send = (values: Record<Field, string>) => {
    const again = () => send(values);
    const handlers = { onSuccess: saved, onError: (err: unknown) => failed(err, again) };
    if (mode === 'set') set.mutate({ password: values.password, confirmPassword: values.confirm }, handlers);
    else if (mode === 'change')
      change.mutate(
        { oldPassword: values.oldPassword, newPassword: values.password, confirmNewPassword: values.confirm },
        handlers,
      );
    else
      reset.mutate(
        {
          verificationCode: values.code.trim(),
          newPassword: values.password,
          confirmNewPassword: values.confirm,
        },
        handlers,
      );
  };

  const sendCode = async () => {
    try {
      return (await sendPaymentPasswordSms()).expiredMinutes;
    } catch (err) {
      showToast(resetFailureMessage(err, i18n.locale, payoutErrorMessage), heldToastMs(err));
      return false;
    }
  };

  const pin = {
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: PAYMENT_PASSWORD_LENGTH,
  } as const;
  return (
    <form
      className={mode === 'set' ? styles.page : styles.form}
      noValidate
      aria-label={t`Payment password`}
      onSubmit={form.handleSubmit((values) => {
        if (online) send(values);
      })}
    >
      {mode === 'set' ? (
        <>
          <h2 className={styles.heading}>
            <Trans>Set a payment password</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              6 digits that confirm every withdrawal. Do not use your login password or your birthday.
            </Trans>
          </p>
        </>
      ) : null}
      {mode === 'change' ? (
        <PasswordField
          {...pin}
          {...form.field('oldPassword')}
          label={t`Old payment password`}
          name="oldPayPassword"
          required
        />
      ) : null}
      {mode === 'reset' ? (
        <>
          <p className={styles.text}>
            <Trans>We will send a code to your bound mobile {maskedMobile}.</Trans>
          </p>
          <TextField
            {...form.field('code')}
            label={t`SMS code`}
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX_LENGTH}
            trailing={<SmsCodeButton onSend={sendCode} disabled={!online} />}
            required
          />
        </>
      ) : null}
      <PasswordField
        {...pin}
        {...form.field('password')}
        label={mode === 'set' ? t`Payment password` : t`New payment password`}
        name="payPassword"
        required
      />
      <PasswordField
        {...pin}
        {...form.field('confirm')}
        label={t`Confirm payment password`}
        name="confirmPayPassword"
        required
      />
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={!online || busy}>
        <Trans>Save</Trans>
      </button>
      <OfflineHint />
      {dialog}
    </form>
  );
}
