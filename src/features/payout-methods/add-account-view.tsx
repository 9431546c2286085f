import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { PAYOUT_BANKS } from '../../shared/constants/cashier.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { PAYOUT_CODES } from '../../shared/errors/cashier.ts';
import { EWALLET_PROVIDERS, PAYOUT_ACCOUNTS_MAX, type PayoutKind } from '../../shared/schemas/payout.ts';
import { addPayoutAccountMutationOptions, payoutKeys } from './api.ts';
import { PayeeNameForm } from './payee-name-form.tsx';
import styles from './payout.module.css';
import { payoutErrorMessage, payoutFieldMessage } from './payout-messages.ts';
import { accountDigits, accountNumberProblem, providerProblem } from './payout-rules.ts';
import { useReauth } from './use-reauth.tsx';
import { WithProfile } from './with-profile.tsx';

interface Props {
  /** The account was added (e.g. back to the withdraw form, where it is chosen). */
  onDone: () => void;
}

/** The "other bank" choice of the bank list: the member types the name. */
const OTHER_BANK = '';

/** Add a bank card or e-wallet; when no payee name is set yet, that comes first (set once). */
export function AddAccountView({ onDone }: Props) {
  return (
    <WithProfile>
      {(profile, user) =>
        !profile.payeeName ? (
          <PayeeNameForm user={user} />
        ) : profile.accounts.length >= PAYOUT_ACCOUNTS_MAX ? (
          <div className={styles.page}>
            <p className={styles.text} role="alert">
              {/* The server's text for the same refusal. */}
              <Trans>You have the most bank cards and e-wallets allowed. Remove one first.</Trans>
            </p>
          </div>
        ) : (
          <AddAccountForm user={user} payeeName={profile.payeeName} onDone={onDone} />
        )
      }
    </WithProfile>
  );
}

type Field = 'provider' | 'otherBank' | 'number';

function AddAccountForm({ user, payeeName, onDone }: Props & { user: string; payeeName: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const add = useMutation(addPayoutAccountMutationOptions());
  const { needsAuth, dialog } = useReauth();
  const [kind, setKind] = useState<PayoutKind>('bank');
  const providerId = useId();
  const form = useForm<Field>({
    initial: { provider: PAYOUT_BANKS[0], otherBank: '', number: '' },
    validate: (values) => ({
      ...(kind === 'bank' && values.provider === OTHER_BANK
        ? { otherBank: providerProblem(values.otherBank) }
        : {}),
      number: accountNumberProblem(kind, values.number),
    }),
    message: (code) => i18n._(payoutFieldMessage(code)),
  });

  const switchKind = (next: PayoutKind) => {
    if (next === kind) return;
    setKind(next);
    form.setValue('provider', next === 'bank' ? PAYOUT_BANKS[0] : EWALLET_PROVIDERS[0]);
    form.setValue('number', '');
    form.clearErrors();
  };

  const send = (body: { kind: PayoutKind; provider: string; holderName: string; accountNumber: string }) =>
    add.mutate(body, {
      onSuccess: () => {
        showToast(msg`Account added`, TOAST_MS.short);
        void queryClient.invalidateQueries({ queryKey: payoutKeys.profile(user) });
        onDone();
      },
      onError: (err) => {
        if (needsAuth(err, () => send(body))) return;
        const code = errorCode(err);
        if (code === PAYOUT_CODES.numberInvalid || code === PAYOUT_CODES.accountDuplicate)
          form.setError('number', code);
        else showToast(payoutErrorMessage(err));
      },
    });

  const submit = form.handleSubmit((values) => {
    if (!online) return;
    const provider =
      kind === 'bank' && values.provider === OTHER_BANK ? values.otherBank.trim() : values.provider;
    send({ kind, provider, holderName: payeeName, accountNumber: accountDigits(values.number) });
  });

  const providers: readonly string[] = kind === 'bank' ? PAYOUT_BANKS : EWALLET_PROVIDERS;
  const providerField = form.field('provider');
  return (
    <form className={styles.page} onSubmit={submit} noValidate aria-label={t`Add a bank card or e-wallet`}>
      <h2 className={styles.heading}>
        <Trans>Add a bank card or e-wallet</Trans>
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t`Account type`}>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={kind === 'bank'}
          onClick={() => switchKind('bank')}
        >
          <Trans>Bank card</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={kind === 'ewallet'}
          onClick={() => switchKind('ewallet')}
        >
          <Trans>E-wallet</Trans>
        </button>
      </div>
      <div className={styles.selectField}>
        <label className={styles.label} htmlFor={providerId}>
          {kind === 'bank' ? <Trans>Bank</Trans> : <Trans>E-wallet</Trans>}
        </label>
        <select
          id={providerId}
          ref={providerField.ref}
          className={styles.select}
          name="provider"
          value={providerField.value}
          onChange={(e) => providerField.onChange(e.currentTarget.value)}
        >
          {providers.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
          {kind === 'bank' ? <option value={OTHER_BANK}>{t`Other bank`}</option> : null}
        </select>
        {providerField.error ? <p className={styles.error}>{providerField.error}</p> : null}
      </div>
      {kind === 'bank' && form.values.provider === OTHER_BANK ? (
        <TextField
          {...form.field('otherBank')}
          label={t`Bank name`}
          name="otherBank"
          maxLength={64}
          required
        />
      ) : null}
      <dl className={styles.readonly}>
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{payeeName}</dd>
      </dl>
      <p className={styles.text}>
        <Trans>
          The account must be in your payee name: withdrawals to another person's account are refused.
        </Trans>
      </p>
      <TextField
        {...form.field('number')}
        label={kind === 'bank' ? t`Account number` : t`E-wallet mobile number`}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        placeholder={kind === 'ewallet' ? '09XXXXXXXXX' : undefined}
        required
      />
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={!online || add.isPending}>
        <Trans>Add account</Trans>
      </button>
      <OfflineHint />
      {dialog}
    </form>
  );
}
