import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './account.module.css';
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { PhoneResetForm } from './phone-reset-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

type Method = 'phone' | 'email';

/**
 * Forgot password (SPEC.md section 2): with CHNGPASSVERIF3 a phone/e-mail toggle (phone first), else
 * e-mail only (`phoneAllowed`, from the site config via the route). The e-mailed link comes back here with `resetToken` and gets the new-password form.
 */
export function ForgotPage({ resetToken, phoneAllowed }: { resetToken?: string; phoneAllowed: boolean }) {
  const [chosen, setChosen] = useState<Method>('phone');
  if (resetToken) return <ResetPasswordForm resetToken={resetToken} />;
  const method: Method = phoneAllowed ? chosen : 'email';
  const form = method === 'phone' ? <PhoneResetForm /> : <ForgotEmailForm />;

  return (
    <div className={styles.page}>
      {phoneAllowed ? (
        <div className={styles.tabs} role="tablist">
          {(['phone', 'email'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`forgot-tab-${m}`}
              aria-selected={method === m}
              aria-controls="forgot-panel"
              className={styles.tab}
              onClick={() => setChosen(m)}
            >
              {m === 'phone' ? <Trans>By phone</Trans> : <Trans>By e-mail</Trans>}
            </button>
          ))}
        </div>
      ) : null}
      {phoneAllowed ? (
        <div id="forgot-panel" role="tabpanel" aria-labelledby={`forgot-tab-${method}`}>
          {form}
        </div>
      ) : (
        form
      )}
    </div>
  );
}
