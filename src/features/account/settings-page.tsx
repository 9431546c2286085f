import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ChevronIcon } from '../../components/modal/icons.tsx';
import { signOut } from '../../lib/account/sign-out.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './account.module.css';

/** Personal settings (SPEC.md section 2, /m/set): change password and sign-out. */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const { session } = useSnapshot(sessionStore);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        <li>
          <Link to={session ? '/m/changePsw' : '/m/login'} className={styles.listItem}>
            <Trans>Change password</Trans>
            <ChevronIcon direction="right" />
          </Link>
        </li>
      </ul>
      {session ? (
        <button
          type="button"
          className={`button-secondary ${styles.submit}`}
          onClick={() => setConfirming(true)}
        >
          <Trans>Sign out</Trans>
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          onClosed={() => setConfirming(false)}
          onConfirm={() => void signOut(queryClient)}
          confirmLabel={<Trans>Sign out</Trans>}
        >
          <Trans>Are you sure you want to sign out?</Trans>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
