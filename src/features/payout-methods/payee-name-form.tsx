import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { PAYOUT_CODES } from '../../shared/errors/cashier.ts';
import { payoutKeys, setPayeeNameMutationOptions } from './api.ts';
import styles from './payout.module.css';
import { payoutErrorMessage, payoutFieldMessage } from './payout-messages.ts';
import { normaliseName, payeeNameProblem } from './payout-rules.ts';

/** The payee name, set once: asked before the first account, with a confirmation since it cannot change. */
export function PayeeNameForm({ user }: { user: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const save = useMutation(setPayeeNameMutationOptions());
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<'payeeName'>({
    initial: { payeeName: '' },
    validate: (values) => ({ payeeName: payeeNameProblem(values.payeeName) }),
    message: (code) => i18n._(payoutFieldMessage(code)),
  });

  const send = (payeeName: string) =>
    save.mutate(
      { payeeName },
      {
        onSuccess: () => {
          showToast(msg`Payee name saved`, TOAST_MS.short);
          void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(user) });
        },
        onError: (err) => {
          const code = errorCode(err);
          if (code === PAYOUT_CODES.payeeNameInvalid) form.setError('payeeName', code);
          else showToast(payoutErrorMessage(err));
          // Set meanwhile (another tab): the profile now says so and the next step shows.
          if (code === PAYOUT_CODES.payeeNameSet)
            void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(user) });
        },
      },
    );

  return (
    <form
      className={styles.page}
      noValidate
      aria-label={t`Payee name`}
      onSubmit={form.handleSubmit((values) => {
        if (online) setConfirming(normaliseName(values.payeeName));
      })}
    >
      <h2 className={styles.heading}>
        <Trans>Set your payee name</Trans>
      </h2>
      <p className={styles.warning}>
        <Trans>
          Enter your full name exactly as it appears on your bank card or e-wallet. It can be set only once
          and cannot be changed afterwards; every account you add must be in this name.
        </Trans>
      </p>
      <TextField
        {...form.field('payeeName')}
        label={t`Payee name`}
        name="payeeName"
        autoComplete="name"
        maxLength={64}
        required
      />
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!online || save.isPending}
      >
        <Trans>Save payee name</Trans>
      </button>
      <OfflineHint />
      {confirming ? (
        <ConfirmDialog
          confirmLabel={<Trans>Save</Trans>}
          onConfirm={(close) => {
            send(confirming);
            close();
          }}
          onClosed={() => setConfirming(null)}
        >
          <Trans>Save "{confirming}" as your payee name? It cannot be changed later.</Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
