import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/form/text-field.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { EMAIL_MAX_LENGTH, TOAST_MS } from '../../shared/constants/ui.ts';
import { CONTACT_CODES } from '../../shared/errors/contact.ts';
import { email as emailProblem } from '../../shared/registration-checks.ts';
import type { Contacts } from '../../shared/schemas/contacts.ts';
import { bindEmailMutationOptions, sendEmailCode } from './api.ts';
import { CodeBindingForm } from './code-binding-form.tsx';
import { WithContacts } from './with-contacts.tsx';

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

const EMAIL_CODES = [CONTACT_CODES.emailInvalid, CONTACT_CODES.emailSame];

const sendCode = async (email: string) => {
  await sendEmailCode(email);
  showToast(msg`Code sent. Check your e-mail.`, TOAST_MS.short);
  return RESEND_MINUTES;
};

function EmailForm({ contacts, refresh, onDone }: Props & { contacts: Contacts; refresh: () => void }) {
  const { t } = useLingui();
  return (
    <CodeBindingForm
      recentAuth={contacts.recentAuth}
      refresh={refresh}
      onDone={onDone}
      target="email"
      check={emailProblem}
      targetCodes={EMAIL_CODES}
      sendCode={sendCode}
      bindOptions={bindEmailMutationOptions()}
      bodyOf={(email, code) => ({ email, code })}
      boundMessage={msg`E-mail address bound`}
      label={t`E-mail binding`}
      heading={contacts.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>}
      current={
        contacts.email ? (
          <Trans>Bound e-mail: {contacts.email}</Trans>
        ) : (
          <Trans>No e-mail address is bound yet.</Trans>
        )
      }
      intro={
        <Trans>
          We send a 6-digit code to the new address. Password resets and security notices go there.
        </Trans>
      }
      codeLabel={t`Verification code`}
    >
      {(field) => (
        <TextField
          {...field}
          label={contacts.email ? t`New e-mail` : t`E-mail`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
      )}
    </CodeBindingForm>
  );
}
