import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_DIALING_CODE, type DialingCode } from '../../components/form/dialing-code-select.tsx';
import { MobileField } from '../../components/form/mobile-field.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { CONTACT_CODES } from '../../shared/errors/contact.ts';
import { mobileNum } from '../../shared/registration-checks.ts';
import type { Contacts } from '../../shared/schemas/contacts.ts';
import { bindMobileMutationOptions, sendMobileCode } from './api.ts';
import { CodeBindingForm } from './code-binding-form.tsx';
import { WithContacts } from './with-contacts.tsx';

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

const MOBILE_CODES = [CONTACT_CODES.mobileInvalid, CONTACT_CODES.mobileSame, CONTACT_CODES.mobileTaken];

function MobileForm({ contacts, refresh, onDone }: Props & { contacts: Contacts; refresh: () => void }) {
  const { t } = useLingui();
  const [dialingCode, setDialingCode] = useState<DialingCode>(DEFAULT_DIALING_CODE);
  const sendCode = async (mobileNo: string) => {
    const { expiredMinutes } = await sendMobileCode({ countryDialingCode: dialingCode, mobileNo });
    showToast(msg`SMS sent`, TOAST_MS.successSms);
    return expiredMinutes;
  };
  return (
    <CodeBindingForm
      recentAuth={contacts.recentAuth}
      refresh={refresh}
      onDone={onDone}
      target="mobileNum"
      check={mobileNum}
      targetCodes={MOBILE_CODES}
      sendCode={sendCode}
      bindOptions={bindMobileMutationOptions()}
      bodyOf={(mobileNo, verificationCode) => ({
        countryDialingCode: dialingCode,
        mobileNo,
        verificationCode,
      })}
      boundMessage={msg`Mobile number bound`}
      label={t`Mobile number binding`}
      heading={contacts.mobile ? <Trans>Change mobile number</Trans> : <Trans>Bind mobile number</Trans>}
      current={
        contacts.mobile ? (
          <Trans>Bound mobile: {contacts.mobile}</Trans>
        ) : (
          <Trans>No mobile number is bound yet.</Trans>
        )
      }
      intro={
        <Trans>
          We send an SMS code to the new number. Payment-password resets and security notices go there.
        </Trans>
      }
      codeLabel={t`SMS code`}
    >
      {(field) => (
        <MobileField
          {...field}
          label={contacts.mobile ? t`New mobile number` : t`Mobile number`}
          name="mobileNum"
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          required
        />
      )}
    </CodeBindingForm>
  );
}
