import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useSendSmsCode } from '../../lib/account/use-send-sms-code.ts';
import { errorCode, fieldMessage, heldToastMs, messageOf, resetFailureMessage } from '../../lib/messages.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { AUTH_CODES } from '../../shared/errors/auth.ts';
import { startSession } from '../../stores/session.ts';
import styles from './account.module.css';
import { passwordRuleQueryOptions, setPasswordByPhoneMutationOptions } from './api.ts';
import { type PhoneResetField, phoneResetErrors } from './password-rules.ts';

/** Set password by phone (SPEC.md sections 4, 5, 8): mobile + SMS code + new password, then logged in. */
export function PhoneResetForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rule = useQuery(passwordRuleQueryOptions()).data;
  const setPassword = useMutation(setPasswordByPhoneMutationOptions());
  const [dialingCode, setDialingCode] = useState<DialingCode>(DEFAULT_DIALING_CODE);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<PhoneResetField>({
    initial: { mobileNum: '', verificationCode: '', newPassword: '' },
    validate: (values) => phoneResetErrors(values, rule),
    message: (code) => i18n._(fieldMessage(code)),
    showErrors: 'change',
  });

  const sendSms = useSendSmsCode('reset', (code) => {
    showToast(fieldMessage(code));
    form.focus('mobileNum');
  });
  /** Validates the number first; a failure that is the number's shows on the field. */
  const send = async (): Promise<number | false> => {
    if (form.problem('mobileNum')) {
      form.reveal('mobileNum');
      form.focus('mobileNum');
      return false;
    }
    return sendSms(form.values.mobileNum, dialingCode);
  };

  const submit = form.handleSubmit((values) => {
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    setPassword.mutate(
      {
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      },
      {
        onSuccess: (result) => {
          hide();
          showToast(msg`Change saved`, TOAST_MS.successPassword);
          startSession(result);
          void navigate({ to: '/m/home' });
        },
        onError: (err) => {
          hide();
          const code = errorCode(err);
          showToast(
            resetFailureMessage(err, i18n.locale, () => messageOf(code)),
            heldToastMs(err),
          );
          // SPEC.md section 8: a repeated password clears the password, anything else the code.
          if (code === AUTH_CODES.passwordSame) form.setValue('newPassword', '');
          else form.setValue('verificationCode', '');
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField
        label={t`Mobile number`}
        name="mobileNum"
        {...form.field('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        required
      />
      <TextField
        label={t`Verification code`}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        {...form.field('verificationCode')}
        disabled={!codeSent}
        required
        trailing={<SmsCodeButton onSend={send} onSent={() => setCodeSent(true)} />}
      />
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        {...form.field('newPassword')}
        required
      />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!form.dirty || form.hasErrors || setPassword.isPending || setPassword.isSuccess}
      >
        <Trans>Submit</Trans>
      </button>
    </form>
  );
}
