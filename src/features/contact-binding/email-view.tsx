import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { SmsCodeButton } from '../../components/form/sms-code-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useReauth } from '../../lib/account/use-reauth.tsx';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { EMAIL_MAX_LENGTH, SMS_CODE_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { CONTACT_CODES } from '../../shared/contact-errors.ts';
import { email as emailProblem, verificationCode } from '../../shared/registration-checks.ts';
import type { Contacts } from '../../shared/schemas/contacts.ts';
import { bindEmailMutationOptions, sendEmailCode } from './api.ts';
import styles from './contact-binding.module.css';
import { contactErrorMessage, contactFieldMessage } from './contact-messages.ts';
import { ConfirmFirst, WithContacts } from './with-contacts.tsx';

interface Props {
  /** Bound: back to where it was opened from. */
  onDone: () => void;
}

/** The Get code button counts down this long: the server sends one code a minute to an address. */
const RESEND_MINUTES = 1;

/** Bind an e-mail address, or change the bound one, with a 6-digit code sent to the new address. */
export function EmailView({ onDone }: Props) {
  return (
    <WithContacts>
      {(contacts, _user, refresh) => <EmailForm contacts={contacts} refresh={refresh} onDone={onDone} />}
    </WithContacts>
  );
}

type Field = 'email' | 'code';
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [CONTACT_CODES.emailInvalid]: 'email',
  [CONTACT_CODES.emailSame]: 'email',
  [CONTACT_CODES.codeInvalid]: 'code',
  [CONTACT_CODES.codeExpired]: 'code',
};

function EmailForm({ contacts, refresh, onDone }: Props & { contacts: Contacts; refresh: () => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { needsAuth, dialog } = useReauth(refresh);
  const bind = useMutation(bindEmailMutationOptions());
  const form = useForm<Field>({
    initial: { email: '', code: '' },
    validate: (values) => ({ email: emailProblem(values.email), code: verificationCode(values.code) }),
    message: (code) => i18n._(contactFieldMessage(code)),
  });
  const failed = (err: unknown, again: () => void) => {
    if (needsAuth(err, again)) return;
    const field = FIELD_OF_CODE[errorCode(err)];
    if (field) form.setError(field, errorCode(err));
    else showToast(contactErrorMessage(err));
  };
  const sendCode = async (): Promise<number | false> => {
    const problem = emailProblem(form.values.email);
    if (problem) {
      form.setError('email', problem);
      return false;
    }
    try {
      await sendEmailCode(form.values.email.trim());
      showToast(msg`Code sent. Check your e-mail.`, TOAST_MS.short);
      return RESEND_MINUTES;
    } catch (err) {
      // A refusal for want of a recent login: confirm, then tap Get code again.
      failed(err, refresh);
      return false;
    }
  };
  const submit = form.handleSubmit((values) => {
    if (!online) return;
    const body = { email: values.email.trim(), code: values.code.trim() };
    const send = () =>
      bind.mutate(body, {
        onSuccess: () => {
          showToast(msg`E-mail address bound`, TOAST_MS.short);
          refresh();
          onDone();
        },
        onError: (err) => failed(err, send),
      });
    send();
  });
  const locked = contacts.email !== null && !contacts.recentAuth;
  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t`E-mail binding`}>
      <h2 className={styles.heading}>
        {contacts.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>}
      </h2>
      <p className={styles.current}>
        {contacts.email ? (
          <Trans>Bound e-mail: {contacts.email}</Trans>
        ) : (
          <Trans>No e-mail address is bound yet.</Trans>
        )}
      </p>
      {locked ? (
        <ConfirmFirst onConfirmed={refresh} />
      ) : (
        <>
          <p className={styles.text}>
            <Trans>
              We send a 6-digit code to the new address. Password resets and security notices go there.
            </Trans>
          </p>
          <TextField
            {...form.field('email')}
            label={contacts.email ? t`New e-mail` : t`E-mail`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
          />
          <TextField
            {...form.field('code')}
            label={t`Verification code`}
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
