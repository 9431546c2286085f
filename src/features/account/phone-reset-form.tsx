import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useFieldRefs } from '../../components/form/use-field-refs.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useSendSmsCode } from '../../lib/account/use-send-sms-code.ts';
import { errorCode, fieldMessage, messageOf } from '../../lib/messages.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants.ts';
import { AUTH_CODES } from '../../shared/errors.ts';
import { startSession } from '../../stores/session.ts';
import styles from './account.module.css';
import { passwordRuleQueryOptions, setPasswordByPhoneMutationOptions } from './api.ts';
import { type PhoneResetField, phoneResetErrors } from './password-rules.ts';
import { useFormState } from './use-form-state.ts';

/** Set password by phone (SPEC.md sections 4, 5, 8): mobile + SMS code + new password, then logged in. */
export function PhoneResetForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rule = useQuery(passwordRuleQueryOptions()).data;
  const setPassword = useMutation(setPasswordByPhoneMutationOptions());
  const fields = useFieldRefs<PhoneResetField>();
  const [dialingCode, setDialingCode] = useState<DialingCode>(DEFAULT_DIALING_CODE);
  const [codeSent, setCodeSent] = useState(false);
  const form = useFormState<PhoneResetField>(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    (values) => phoneResetErrors(values, rule),
  );
  const text = (name: PhoneResetField) => {
    const code = form.shown(name);
    return code ? i18n._(fieldMessage(code)) : undefined;
  };

  const sendSms = useSendSmsCode('reset', (code) => {
    showToast(fieldMessage(code));
    fields.focus('mobileNum');
  });
  /** Validates the number first; a failure that is the number's shows on the field. */
  const send = async (): Promise<number | false> => {
    if (form.errors.mobileNum) {
      form.touch('mobileNum');
      fields.focus('mobileNum');
      return false;
    }
    return sendSms(form.values.mobileNum, dialingCode);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
    if (form.hasErrors) return;
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    setPassword.mutate(
      {
        mobileNum: form.values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: form.values.verificationCode.trim(),
        newPassword: form.values.newPassword,
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
          showToast(messageOf(code));
          // SPEC.md section 8: a repeated password clears the password, anything else the code.
          if (code === AUTH_CODES.passwordSame) form.reset('newPassword');
          else form.reset('verificationCode');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField
        label={t`Mobile number`}
        name="mobileNum"
        ref={fields.ref('mobileNum')}
        value={form.values.mobileNum}
        onChange={form.set('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        error={text('mobileNum')}
        required
      />
      <TextField
        label={t`Verification code`}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        ref={fields.ref('verificationCode')}
        value={form.values.verificationCode}
        onChange={form.set('verificationCode')}
        error={text('verificationCode')}
        disabled={!codeSent}
        required
        trailing={<SmsCodeButton onSend={send} onSent={() => setCodeSent(true)} />}
      />
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        ref={fields.ref('newPassword')}
        value={form.values.newPassword}
        onChange={form.set('newPassword')}
        error={text('newPassword')}
        required
      />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!form.anyTouched || form.hasErrors || setPassword.isPending || setPassword.isSuccess}
      >
        <Trans>Submit</Trans>
      </button>
    </form>
  );
}
