import { Trans } from '@lingui/react/macro';
import styles from './account.module.css';

/**
 * The account a new password is for: shown, and in a hidden field so the browser's password manager files
 * the new password under it (change password, first password).
 */
export function AccountName({ userName }: { userName: string }) {
  return (
    <>
      <dl className={styles.readonly}>
        <dt className={styles.readonlyLabel}>
          <Trans>Username</Trans>
        </dt>
        <dd className={styles.readonlyValue}>{userName}</dd>
      </dl>
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
    </>
  );
}
