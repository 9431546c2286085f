import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { DEPOSIT_STATUSES, type DepositOrder } from '../../shared/schemas/deposits.ts';
import { depositRecordsQueryOptions } from './api.ts';
import { DEPOSIT_STATUS_LABELS } from './labels.ts';
import { OrderRecords } from './order-records.tsx';
import styles from './records.module.css';

function DepositRow({ order }: { order: DepositOrder }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <p className={styles.title}>{order.channelName}</p>
      <p className={styles.amount}>{formatPeso(order.amountCents, i18n.locale)}</p>
      <p className={styles.detail}>
        {formatOperatorTime(order.createdAt, i18n.locale)} · {order.reference}
      </p>
      <p className={styles.detailEnd} data-status={order.status}>
        {t(DEPOSIT_STATUS_LABELS[order.status])}
      </p>
      {order.status === 'rejected' && order.rejectReason ? (
        <p className={styles.detail}>
          <Trans>Reason: {order.rejectReason}</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The member's deposits and their status (/m/vouReport), newest first. */
export function DepositRecordsPage() {
  return (
    <OrderRecords
      statuses={DEPOSIT_STATUSES}
      labels={DEPOSIT_STATUS_LABELS}
      queryOptions={depositRecordsQueryOptions}
      row={(o) => <DepositRow order={o} />}
      failed={<Trans>Your deposits could not be loaded.</Trans>}
    />
  );
}
