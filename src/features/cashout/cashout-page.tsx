import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { parseCents } from '../../lib/amount-input.ts';
import { ApiError } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { cashoutStore, clearCashout } from '../../stores/cashout.ts';
import { cashoutMutationOptions, cashoutOverviewQueryOptions, endCashout } from './api.ts';
import styles from './cashout.module.css';

/**
 * /m/cashout (issue 31): a self-excluded member withdraws their balance with the cash-out session the
 * login refusal gave. Nothing else is offered: no play, no deposits, no new payout accounts.
 */
export function CashoutPage({ onDone }: { onDone: () => void }) {
  const { cashout } = useSnapshot(cashoutStore);
  if (!cashout)
    return (
      <div className={styles.page}>
        <p className={styles.card}>
          <Trans>This cash-out has ended. Log in again with your password to withdraw your balance.</Trans>
        </p>
        <button type="button" className="button-primary" onClick={onDone}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    );
  return <CashoutScreen token={cashout.token} onDone={onDone} />;
}

function CashoutScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const overview = useQuery(cashoutOverviewQueryOptions(token));
  const ask = useMutation({ ...cashoutMutationOptions(token), onSuccess: () => void overview.refetch() });
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const leave = () => {
    void endCashout(token).catch(() => undefined);
    clearCashout();
    onDone();
  };

  if (!overview.data) {
    if (overview.isError)
      return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const data = overview.data;
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const withdrawable = peso(data.withdrawableCents);
  const pendingAmount = data.pending ? peso(data.pending.amountCents) : '';
  const pendingTo = data.pending ? `${data.pending.payout.provider} ${data.pending.payout.maskedNumber}` : '';
  const chosen = account || String(data.accounts[0]?.id ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountCents = parseCents(amount);
    const ok = amountCents !== null && amountCents > 0 && chosen !== '' && /^\d{6}$/.test(password);
    setInvalid(!ok);
    if (!ok || ask.isPending) return;
    ask.mutate({ payoutAccountId: Number(chosen), amountCents, paymentPassword: password });
  };
  const failure =
    ask.error instanceof ApiError && ask.error.code === WITHDRAW_CODES.turnoverUnmet
      ? t`At most ${withdrawable} can be withdrawn: bonus money whose wagering is not done stays.`
      : ask.error
        ? i18n._(errorMessage(ask.error))
        : null;

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <p className={styles.note}>
          <Trans>Your account is self-excluded: you can only withdraw your balance here.</Trans>
        </p>
        <p className={styles.note}>
          <Trans>Balance</Trans>
        </p>
        <p className={styles.value}>{peso(data.balanceCents)}</p>
        <p className={styles.note}>
          <Trans>Withdrawable now</Trans>
        </p>
        <p className={styles.value}>{withdrawable}</p>
        {data.withdrawableCents < data.balanceCents ? (
          <p className={styles.note}>
            <Trans>Bonus money whose wagering is not done stays in the account.</Trans>
          </p>
        ) : null}
      </section>
      {data.pending ? (
        <section className={styles.card} role="status">
          <Trans>
            Your withdrawal of {pendingAmount} is waiting for approval. It is paid to {pendingTo}.
          </Trans>
        </section>
      ) : data.accounts.length === 0 || !data.paymentPasswordSet ? (
        <p className={styles.card} role="alert">
          <Trans>
            A withdrawal needs a payout account and a payment password set before the exclusion. Please
            contact customer service to get your balance back.
          </Trans>
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label}>
            <Trans>Pay to</Trans>
            <select name="account" value={chosen} onChange={(e) => setAccount(e.target.value)}>
              {data.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.provider} {a.maskedNumber}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.label}>
            <Trans>Amount (₱)</Trans>
            <input
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <label className={styles.label}>
            <Trans>Payment password</Trans>
            <input
              name="paymentPassword"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {invalid ? (
            <p className={styles.alert} role="alert">
              <Trans>Enter an amount, choose an account and type your 6-digit payment password.</Trans>
            </p>
          ) : null}
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button-primary" disabled={ask.isPending}>
            <Trans>Withdraw</Trans>
          </button>
        </form>
      )}
      <button type="button" className="button-secondary" onClick={leave}>
        <Trans>Log out</Trans>
      </button>
    </div>
  );
}
