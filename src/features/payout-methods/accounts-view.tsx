import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useOnline } from '../../lib/online.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { PAYOUT_ACCOUNTS_MAX, type PayoutAccount } from '../../shared/schemas/payout.ts';
import { payoutKeys, removePayoutAccountMutationOptions } from './api.ts';
import styles from './payout.module.css';
import { payoutErrorMessage } from './payout-messages.ts';
import { useReauth } from './use-reauth.tsx';
import { WithProfile } from './with-profile.tsx';

interface Props {
  /** Opens the add-account view. */
  onAdd: () => void;
}

/** The member's bank cards and e-wallets: list, remove, and the way to add one. */
export function PayoutAccountsView({ onAdd }: Props) {
  return (
    <WithProfile>
      {(profile, user) => (
        <AccountList user={user} accounts={profile.accounts} payeeName={profile.payeeName} onAdd={onAdd} />
      )}
    </WithProfile>
  );
}

function AccountList({
  user,
  accounts,
  payeeName,
  onAdd,
}: Props & { user: string; accounts: PayoutAccount[]; payeeName: string | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const remove = useMutation(removePayoutAccountMutationOptions());
  const { needsAuth, dialog } = useReauth();
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const most = PAYOUT_ACCOUNTS_MAX;
  const full = accounts.length >= most;

  const removeLabel = ({ provider, maskedNumber: number }: PayoutAccount) => t`Remove ${provider} ${number}`;

  const removeAccount = (account: PayoutAccount) =>
    remove.mutate(account.id, {
      onSuccess: () => {
        showToast(msg`Removed`, TOAST_MS.short);
        void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(user) });
      },
      onError: (err) => {
        if (!needsAuth(err, () => removeAccount(account))) showToast(payoutErrorMessage(err));
      },
    });

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>
        <Trans>Bank cards and e-wallets</Trans>
      </h2>
      {payeeName ? (
        <p className={styles.text}>
          <Trans>Payee name: {payeeName}. Withdrawals are paid only to accounts in this name.</Trans>
        </p>
      ) : null}
      {accounts.length === 0 ? (
        <p className={styles.text}>
          <Trans>No bank card or e-wallet yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Bank cards and e-wallets`}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  {account.provider} {account.maskedNumber}
                </span>
                <span className={styles.itemMeta}>
                  {account.kind === 'bank' ? <Trans>Bank card</Trans> : <Trans>E-wallet</Trans>} ·{' '}
                  {account.holderName}
                </span>
              </span>
              <button
                type="button"
                className="button-secondary button-small"
                disabled={!online || remove.isPending}
                aria-label={removeLabel(account)}
                onClick={() => setRemoving(account)}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className={styles.text}>
          <Trans>You have the most accounts allowed ({most}). Remove one to add another.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className={`button-primary ${styles.submit}`}
          disabled={!online}
          onClick={onAdd}
        >
          <Trans>Add a bank card or e-wallet</Trans>
        </button>
      )}
      <OfflineHint />
      {removing ? (
        <ConfirmDialog
          confirmLabel={<Trans>Remove</Trans>}
          onConfirm={(close) => {
            removeAccount(removing);
            close();
          }}
          onClosed={() => setRemoving(null)}
        >
          <RemoveQuestion account={removing} />
        </ConfirmDialog>
      ) : null}
      {dialog}
    </div>
  );
}

function RemoveQuestion({ account }: { account: PayoutAccount }) {
  const { provider, maskedNumber: number } = account;
  return (
    <Trans>
      Remove {provider} {number}? Withdrawals already asked keep going to it.
    </Trans>
  );
}
