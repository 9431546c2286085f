import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { WITHDRAW_STATUSES, type WithdrawOrder } from '../../shared/schemas/withdrawals.ts';
import { withdrawRecordsQueryOptions } from './api.ts';
import { WITHDRAW_STATUS_LABELS } from './labels.ts';
import { OrderRecords } from './order-records.tsx';
import styles from './records.module.css';

function WithdrawRow({ order }: { order: WithdrawOrder }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className={styles.title}>
        {order.payout.provider} {order.payout.maskedNumber}
      </p>
      <p className={styles.amount}>{formatPeso(order.amountCents, i18n.locale)}</p>
      <p className={styles.detail}>{formatOperatorTime(order.createdAt, i18n.locale)}</p>
      <p className={styles.detailEnd} data-status={order.status}>
        {t(WITHDRAW_STATUS_LABELS[order.status])}
      </p>
      {order.status === 'rejected' ? (
        <p className={styles.detail}>
          {order.rejectReason ? <Trans>Reason: {order.rejectReason}</Trans> : null}{' '}
          <Trans>The amount went back to your balance.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The member's withdrawals and their status (/m/withdrawReport), newest first. */
export function WithdrawRecordsPage() {
  return (
    <OrderRecords
      statuses={WITHDRAW_STATUSES}
      labels={WITHDRAW_STATUS_LABELS}
      queryOptions={withdrawRecordsQueryOptions}
      row={(o) => <WithdrawRow order={o} />}
      failed={<Trans>Your withdrawals could not be loaded.</Trans>}
    />
  );
}
