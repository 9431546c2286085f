import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { PasswordField } from '../../components/form/password-field.tsx';

type Name = 'newPassword' | 'confirm';

interface Props {
  values: Record<Name, string>;
  set: (name: Name) => (value: string) => void;
  /** The translated error to show under a field, if any. */
  error: (name: Name) => string | undefined;
  fieldRef: (name: Name) => Ref<HTMLInputElement>;
}

/** New password + its confirmation, as the change-password and reset-link forms ask for them. */
export function NewPasswordFields({ values, set, error, fieldRef }: Props) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        ref={fieldRef('newPassword')}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={error('newPassword')}
        required
      />
      <PasswordField
        label={t`Confirm new password`}
        name="confirmNewPassword"
        autoComplete="new-password"
        ref={fieldRef('confirm')}
        value={values.confirm}
        onChange={set('confirm')}
        error={error('confirm')}
        required
      />
    </>
  );
}
