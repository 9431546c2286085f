import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { WalletIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { useOnline } from '../../lib/online.ts';
import { sessionStore } from '../../stores/session.ts';
import { withdrawOrderQueryOptions, withdrawOverviewQueryOptions } from './api.ts';
import styles from './withdraw.module.css';
import { type ReauthDialogComponent, WithdrawForm } from './withdraw-form.tsx';
import { BalanceCard, DecidedCard, PendingCard, TurnoverCard } from './withdraw-parts.tsx';
import { withdrawableNote, withdrawBlock } from './withdraw-rules.ts';

export interface WithdrawPageProps {
  /** The payout feature's login-password confirmation (composed by the route). */
  ReauthDialog: ReauthDialogComponent;
  /** Opens the add-account flow (payee name first when it is not set). */
  onAddAccount: () => void;
  onManageAccounts: () => void;
  /** Opens the payment password's set / change / reset view. */
  onPaymentPassword: () => void;
}

/** /m/withdraw (issue 12): balance, turnover, then the form or what stands before it. The route guarantees a real member. */
export function WithdrawPage(props: WithdrawPageProps) {
  const { session } = useSnapshot(sessionStore);
  return session ? <WithdrawScreen userName={session.userName} {...props} /> : null;
}

function WithdrawScreen({ userName, ...props }: WithdrawPageProps & { userName: string }) {
  const online = useOnline();
  const overview = useQuery(withdrawOverviewQueryOptions(userName));
  const retry = () => void overview.refetch();
  const decided = useDecided(userName, overview.data?.pending?.id);

  if (!overview.data) {
    if (overview.isError && !online) return <OfflineScreen onRetry={retry} />;
    if (overview.isError) return <ErrorState error={overview.error} onRetry={retry} />;
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const data = overview.data;
  const block = withdrawBlock(data);
  const perDay = data.limits.dailyCount;
  return (
    <div className={styles.page}>
      {!online ? (
        <p className={styles.offline} role="status">
          <Trans>
            You are offline. Withdrawing needs a connection: the figures below may be out of date.
          </Trans>
        </p>
      ) : null}
      {overview.isError && online ? (
        <SectionError error={overview.error} onRetry={retry}>
          <Trans>The latest figures could not be loaded.</Trans>
        </SectionError>
      ) : null}
      {decided ? <DecidedCard order={decided} /> : null}
      <BalanceCard overview={data} />
      <TurnoverCard overview={data} note={withdrawableNote(data)} />
      {block === 'pending' && data.pending ? (
        <PendingCard order={data.pending} />
      ) : block === 'noAccount' ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>
            <Trans>Add where to receive your money</Trans>
          </h2>
          <p className={styles.text}>
            {data.payeeName ? (
              <Trans>Add a bank card or an e-wallet in your payee name to withdraw.</Trans>
            ) : (
              <Trans>
                To withdraw, set your payee name (once) and add a bank card or an e-wallet in that name.
              </Trans>
            )}
          </p>
          <button type="button" className={`button-primary ${styles.submit}`} onClick={props.onAddAccount}>
            <Trans>Add a bank card or e-wallet</Trans>
          </button>
        </section>
      ) : block === 'noPassword' ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>
            <Trans>Set a payment password</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>Every withdrawal is confirmed with a 6-digit payment password. Set yours first.</Trans>
          </p>
          <button
            type="button"
            className={`button-primary ${styles.submit}`}
            onClick={props.onPaymentPassword}
          >
            <Trans>Set payment password</Trans>
          </button>
        </section>
      ) : block === 'dailyLimit' ? (
        <section className={styles.card} data-testid="withdraw-daily-limit">
          <h2 className={styles.heading}>
            <Trans>No withdrawals left today</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              You have used all {perDay} withdrawals of today. You can withdraw again tomorrow (Philippine
              time).
            </Trans>
          </p>
        </section>
      ) : (
        <WithdrawForm
          userName={userName}
          overview={data}
          ReauthDialog={props.ReauthDialog}
          onManageAccounts={props.onManageAccounts}
          onPaymentPassword={props.onPaymentPassword}
        />
      )}
    </div>
  );
}

/**
 * The withdrawal that was pending a moment ago and no longer is: read once to say how it was decided
 * (the rejection's reason is the operator's word to the member).
 */
function useDecided(userName: string, pendingId: number | undefined) {
  const last = useRef<number | undefined>(undefined);
  const [decidedId, setDecidedId] = useState<number | null>(null);
  useEffect(() => {
    if (last.current !== undefined && pendingId === undefined) setDecidedId(last.current);
    if (pendingId !== undefined) setDecidedId(null);
    last.current = pendingId;
  }, [pendingId]);
  const order = useQuery({
    ...withdrawOrderQueryOptions(userName, decidedId ?? 0),
    enabled: decidedId !== null,
  });
  return decidedId !== null && order.data?.status !== 'pending' ? order.data : undefined;
}

function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen
      headingLevel={2}
      role="alert"
      icon={<WalletIcon />}
      title={<Trans>Withdrawing needs a connection</Trans>}
      actions={
        <button type="button" className="button-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>
        <Trans>You are offline. Connect to the internet to see your balance and withdraw.</Trans>
      </p>
    </StatusScreen>
  );
}
