import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { PasswordField } from '../../components/form/password-field.tsx';

type Name = 'newPassword' | 'confirm';

interface Props {
  /** The form's props for a field (useForm's `field`). */
  field: (name: Name) => {
    ref: Ref<HTMLInputElement>;
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  };
}

/** New password + its confirmation, as the change-password and reset-link forms ask for them. */
export function NewPasswordFields({ field }: Props) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        {...field('newPassword')}
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...field('confirm')}
        label={t`Confirm new password`}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
      />
    </>
  );
}
