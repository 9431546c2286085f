import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { errorCode, messageOf } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { DEPOSIT_CODES } from '../../shared/errors/cashier.ts';
import { isFinal, orderQueryOptions } from './api.ts';
import styles from './deposit.module.css';
import { ManualTransfer } from './manual-transfer.tsx';
import { STATUS_LABELS, STATUS_NOTES } from './status.ts';

interface Props {
  user: string;
  orderId: number;
  /** Back to choosing a method for another deposit. */
  onNewDeposit: () => void;
}

/**
 * One deposit's status, asked again while it is pending (a manual transfer waits for an operator, a
 * gateway's page returns here before its callback may have arrived). When money arrived, the balance
 * everywhere is refreshed.
 */
export function OrderStatus({ user, orderId, onNewDeposit }: Props) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(orderQueryOptions(user, orderId));
  const order = query.data;
  const credited = order?.status === 'approved' || order?.status === 'credited';

  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  }, [credited, queryClient]);

  if (query.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (!order) {
    const code = errorCode(query.error);
    return code === DEPOSIT_CODES.orderUnknown ? (
      <div className={styles.statusCard} role="alert">
        <p>{i18n._(messageOf(code))}</p>
        <button type="button" className={`button-primary ${styles.submit}`} onClick={onNewDeposit}>
          <Trans>New deposit</Trans>
        </button>
      </div>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  }

  // A manual transfer whose details are not sent yet: where to pay, and the form for them.
  if (order.status === 'pending' && order.receivingAccount && !order.submittedAt) {
    const created = { order, receivingAccount: order.receivingAccount, redirectUrl: null };
    return <ManualTransfer created={created} onSubmitted={() => void query.refetch()} />;
  }

  const { reference, rejectReason: reason } = order;
  return (
    <section className={styles.statusCard} aria-labelledby="deposit-status" data-status={order.status}>
      <h2 id="deposit-status" className={styles.heading}>
        <Trans>Deposit {reference}</Trans>
      </h2>
      <p className={styles.status} role="status" aria-live="polite" data-testid="deposit-status">
        <span className={styles.badge} data-status={order.status}>
          {i18n._(STATUS_LABELS[order.status])}
        </span>
      </p>
      <p className={styles.note}>{i18n._(STATUS_NOTES[order.status])}</p>
      {order.status === 'rejected' && reason ? (
        <p className={styles.reason}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      <dl className={styles.details}>
        <dt>{t`Amount`}</dt>
        <dd>{formatPeso(order.amountCents, i18n.locale)}</dd>
        <dt>{t`Method`}</dt>
        <dd>{order.channelName}</dd>
        <dt>{t`Reference`}</dt>
        <dd>{order.reference}</dd>
        {order.senderName ? (
          <>
            <dt>{t`Sender's name`}</dt>
            <dd>{order.senderName}</dd>
          </>
        ) : null}
        {order.senderReference ? (
          <>
            <dt>{t`Reference number of your transfer`}</dt>
            <dd>{order.senderReference}</dd>
          </>
        ) : null}
        {order.hasReceipt ? (
          <>
            <dt>{t`Receipt`}</dt>
            <dd>{t`Attached`}</dd>
          </>
        ) : null}
        <dt>{t`Created`}</dt>
        <dd>{new Date(order.createdAt).toLocaleString(i18n.locale)}</dd>
      </dl>
      {query.isError && !isFinal(order.status) ? (
        <p className={styles.note} role="alert">
          <Trans>The status could not be refreshed. It will be tried again.</Trans>
        </p>
      ) : null}
      {isFinal(order.status) ? (
        <button type="button" className={`button-primary ${styles.submit}`} onClick={onNewDeposit}>
          <Trans>New deposit</Trans>
        </button>
      ) : null}
    </section>
  );
}
