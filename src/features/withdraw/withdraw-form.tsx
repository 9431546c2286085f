import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import * as v from 'valibot';
import { AmountField } from '../../components/form/amount-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { AMOUNT_CODES, amountProblem, centsToInput, parseCents } from '../../lib/amount-input.ts';
import { errorCode } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { pluralCategory } from '../../lib/plural.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { PAYMENT_PASSWORD_LENGTH, PaymentPasswordSchema } from '../../shared/schemas/payout.ts';
import type { WithdrawOverview } from '../../shared/schemas/withdrawals.ts';
import { type CreateWithdraw, createWithdrawMutationOptions, withdrawKeys } from './api.ts';
import styles from './withdraw.module.css';
import { WITHDRAW_FIELD, withdrawErrorMessage, withdrawFieldMessage } from './withdraw-messages.ts';
import { accountLabel } from './withdraw-parts.tsx';
import { dailyLeft, withdrawAllCents } from './withdraw-rules.ts';

/** The login-password confirmation a route composes in (it belongs to the payout feature). */
export type ReauthDialogComponent = ComponentType<{
  /** The session counts as recently authenticated again: retry what needed it. */
  onConfirmed: () => void;
  /** The dialog is gone (confirmed or cancelled). */
  onClosed: () => void;
}>;

type Field = 'account' | 'amount' | 'password';

interface Props {
  userName: string;
  overview: WithdrawOverview;
  ReauthDialog: ReauthDialogComponent;
  onManageAccounts: () => void;
  onPaymentPassword: () => void;
}

/** Pure check of the payment password input: 6 digits (the contract's schema). */
export function payPasswordProblem(value: string): string | null {
  if (!value) return WITHDRAW_FIELD.payPasswordRequired;
  return v.safeParse(PaymentPasswordSchema, value).success ? null : WITHDRAW_FIELD.payPasswordFormat;
}

/** Account, amount and payment password; the amount is held once the server accepts. */
export function WithdrawForm({
  userName,
  overview,
  ReauthDialog,
  onManageAccounts,
  onPaymentPassword,
}: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const create = useMutation(createWithdrawMutationOptions());
  // The request waiting for the login-password confirmation, retried once it is confirmed.
  const [awaitingAuth, setAwaitingAuth] = useState<CreateWithdraw | null>(null);
  const { limits, accounts } = overview;
  const available = overview.withdrawableCents;
  // Nothing withdrawable: the balance waits for its turnover, or there is none. Said, and nothing to press.
  const blocked = available <= 0;
  const form = useForm<Field>({
    initial: { account: String(accounts[0]?.id ?? ''), amount: '', password: '' },
    validate: (values) => ({
      account: accounts.some((a) => String(a.id) === values.account) ? null : WITHDRAW_FIELD.accountRequired,
      amount: beyondWithdrawable(
        amountProblem(values.amount, {
          minCents: limits.minCents,
          maxCents: limits.maxCents,
          availableCents: available,
        }),
      ),
      password: payPasswordProblem(values.password),
    }),
    message: (code) => i18n._(withdrawFieldMessage(code)),
  });

  /** Above what may be withdrawn because of unmet turnover, not because the money is not there. */
  function beyondWithdrawable(problem: string | null) {
    return problem === AMOUNT_CODES.overBalance && !overview.turnover.met
      ? WITHDRAW_CODES.turnoverUnmet
      : problem;
  }

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: withdrawKeys.overview(userName) });
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  };

  const send = (body: CreateWithdraw) => {
    const hide = showToast(msg`Please wait`, TOAST_MS.loading);
    create.mutate(body, {
      onSuccess: () => {
        hide();
        showToast(msg`Withdrawal submitted. It is waiting for approval.`, TOAST_MS.long);
        refresh();
      },
      onError: (err) => {
        hide();
        const code = errorCode(err);
        if (code === WITHDRAW_CODES.recentAuthRequired) {
          setAwaitingAuth(body);
          return;
        }
        if (code === PAYOUT_CODES.paymentPasswordWrong) {
          form.setValue('password', '');
          form.setError('password', code);
          return;
        }
        if (code === WITHDRAW_CODES.amountOutOfRange || code === WITHDRAW_CODES.insufficientFunds) {
          form.setError('amount', code);
        } else {
          showToast(withdrawErrorMessage(err));
        }
        // Limits, balance, a pending order or the accounts may have changed meanwhile: show them as they are.
        refresh();
      },
    });
  };

  const submit = form.handleSubmit((values) => {
    const amountCents = parseCents(values.amount);
    if (amountCents === null || !online) return;
    const body = { payoutAccountId: Number(values.account), amountCents, paymentPassword: values.password };
    // Known not to be recent: confirm first instead of a call bound to be refused.
    if (!overview.recentlyAuthenticated) setAwaitingAuth(body);
    else send(body);
  });

  const left = dailyLeft(limits);
  const allCents = withdrawAllCents(overview);
  const min = formatPeso(limits.minCents, i18n.locale);
  const max = formatPeso(limits.maxCents, i18n.locale);
  const accountError = form.error('account');

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate aria-label={t`Withdraw`}>
      <fieldset className={styles.accounts}>
        <legend className={styles.legendRow}>
          <Trans>Withdraw to</Trans>
        </legend>
        {accounts.map((account) => (
          <label key={account.id} className={styles.account}>
            <input
              type="radio"
              name="payoutAccount"
              value={account.id}
              checked={form.values.account === String(account.id)}
              onChange={() => form.setValue('account', String(account.id))}
            />
            <span className={styles.accountText}>
              <span className={styles.accountName}>{accountLabel(account)}</span>
              <span className={styles.accountMeta}>
                {account.kind === 'bank' ? <Trans>Bank card</Trans> : <Trans>E-wallet</Trans>} ·{' '}
                {account.holderName}
              </span>
            </span>
          </label>
        ))}
        {accountError ? (
          <p className={styles.text} role="alert">
            {i18n._(withdrawFieldMessage(accountError))}
          </p>
        ) : null}
        <button type="button" className={styles.link} onClick={onManageAccounts}>
          <Trans>Manage bank cards and e-wallets</Trans>
        </button>
      </fieldset>
      <AmountField
        {...form.field('amount')}
        label={t`Amount`}
        name="amount"
        required
        hint={
          <>
            <Trans>
              Min {min} · Max {max}
            </Trans>{' '}
            ·{' '}
            <Select
              value={pluralCategory(left, i18n.locale)}
              _one={`${left} withdrawal left today`}
              other={`${left} withdrawals left today`}
            />
          </>
        }
        trailing={
          <button
            type="button"
            className={styles.allButton}
            disabled={blocked || allCents < limits.minCents}
            onClick={() => form.setValue('amount', centsToInput(allCents))}
          >
            <Trans>Withdraw all</Trans>
          </button>
        }
      />
      <PasswordField
        {...form.field('password')}
        label={t`Payment password`}
        name="paymentPassword"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_LENGTH}
        required
      />
      <button type="button" className={styles.link} onClick={onPaymentPassword}>
        <Trans>Forgot the payment password?</Trans>
      </button>
      {blocked ? (
        <p className={styles.text} role="status">
          {overview.turnover.met
            ? t`There is nothing to withdraw yet.`
            : i18n._(withdrawFieldMessage(WITHDRAW_CODES.turnoverUnmet))}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!online || create.isPending || blocked}
      >
        <Trans>Withdraw</Trans>
      </button>
      <OfflineHint />
      {awaitingAuth ? (
        <ReauthDialog
          onConfirmed={() => {
            void queryClient.invalidateQueries({ queryKey: withdrawKeys.overview(userName) });
            send(awaitingAuth);
          }}
          onClosed={() => setAwaitingAuth(null)}
        />
      ) : null}
    </form>
  );
}
