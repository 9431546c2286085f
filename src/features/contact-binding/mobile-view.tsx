import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useReauth } from '../../lib/account/use-reauth.tsx';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { CONTACT_CODES } from '../../shared/contact-errors.ts';
import { mobileNum, verificationCode } from '../../shared/registration-checks.ts';
import type { Contacts } from '../../shared/schemas/contacts.ts';
import { bindMobileMutationOptions, sendMobileCode } from './api.ts';
import styles from './contact-binding.module.css';
import { contactErrorMessage, contactFieldMessage } from './contact-messages.ts';
import { ConfirmFirst, WithContacts } from './with-contacts.tsx';

interface Props {
  /** Bound: back to where it was opened from. */
  onDone: () => void;
}

/** Bind a mobile number, or change the bound one, with an SMS code sent to the new number. */
export function MobileView({ onDone }: Props) {
  return (
    <WithContacts>
      {(contacts, _user, refresh) => <MobileForm contacts={contacts} refresh={refresh} onDone={onDone} />}
    </WithContacts>
  );
}

type Field = 'mobileNum' | 'code';
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [CONTACT_CODES.mobileInvalid]: 'mobileNum',
  [CONTACT_CODES.mobileSame]: 'mobileNum',
  [CONTACT_CODES.mobileTaken]: 'mobileNum',
  [CONTACT_CODES.codeInvalid]: 'code',
  [CONTACT_CODES.codeExpired]: 'code',
};

function MobileForm({ contacts, refresh, onDone }: Props & { contacts: Contacts; refresh: () => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [dialingCode, setDialingCode] = useState<DialingCode>(DEFAULT_DIALING_CODE);
  const { needsAuth, dialog } = useReauth(refresh);
  const bind = useMutation(bindMobileMutationOptions());
  const form = useForm<Field>({
    initial: { mobileNum: '', code: '' },
    validate: (values) => ({ mobileNum: mobileNum(values.mobileNum), code: verificationCode(values.code) }),
    message: (code) => i18n._(contactFieldMessage(code)),
  });
  const failed = (err: unknown, again: () => void) => {
    if (needsAuth(err, again)) return;
    const field = FIELD_OF_CODE[errorCode(err)];
    if (field) form.setError(field, errorCode(err));
    else showToast(contactErrorMessage(err));
  };
  const sendCode = async (): Promise<number | false> => {
    const problem = mobileNum(form.values.mobileNum);
    if (problem) {
      form.setError('mobileNum', problem);
      return false;
    }
    try {
      const { expiredMinutes } = await sendMobileCode({
        countryDialingCode: dialingCode,
        mobileNo: form.values.mobileNum.trim(),
      });
      showToast(msg`SMS sent`, TOAST_MS.successSms);
      return expiredMinutes;
    } catch (err) {
      // A refusal for want of a recent login: confirm, then tap Get code again.
      failed(err, refresh);
      return false;
    }
  };
  const submit = form.handleSubmit((values) => {
    if (!online) return;
    const body = {
      countryDialingCode: dialingCode,
      mobileNo: values.mobileNum.trim(),
      verificationCode: values.code.trim(),
    };
    const send = () =>
      bind.mutate(body, {
        onSuccess: () => {
          showToast(msg`Mobile number bound`, TOAST_MS.short);
          refresh();
          onDone();
        },
        onError: (err) => failed(err, send),
      });
    send();
  });
  const locked = contacts.mobile !== null && !contacts.recentAuth;
  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t`Mobile number binding`}>
      <h2 className={styles.heading}>
        {contacts.mobile ? <Trans>Change mobile number</Trans> : <Trans>Bind mobile number</Trans>}
      </h2>
      <p className={styles.current}>
        {contacts.mobile ? (
          <Trans>Bound mobile: {contacts.mobile}</Trans>
        ) : (
          <Trans>No mobile number is bound yet.</Trans>
        )}
      </p>
      {locked ? (
        <ConfirmFirst onConfirmed={refresh} />
      ) : (
        <>
          <p className={styles.text}>
            <Trans>
              We send an SMS code to the new number. Payment-password resets and security notices go there.
            </Trans>
          </p>
          <MobileField
            {...form.field('mobileNum')}
            label={contacts.mobile ? t`New mobile number` : t`Mobile number`}
            name="mobileNum"
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            required
          />
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
          <OfflineHint />
          <button
            type="submit"
            className={`button-primary ${styles.submit}`}
            disabled={bind.isPending || !online}
          >
            <Trans>Bind</Trans>
          </button>
        </>
      )}
      {dialog}
    </form>
  );
}
