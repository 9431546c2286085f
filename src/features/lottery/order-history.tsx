import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { memberKeys } from '../../lib/account/api.ts';
import { ApiError } from '../../lib/http.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Order, SubOrder } from '../../shared/schemas/lottery.ts';
import { cancelSubOrder, lotteryKeys, ordersQueryOptions } from './api.ts';
import styles from './lottery.module.css';
import { useLotteryMessage } from './lottery-bits.tsx';

function SubOrderStatus({ sub }: { sub: SubOrder }) {
  const { i18n } = useLingui();
  switch (sub.status) {
    case 'pending':
      return <Trans>Paying…</Trans>;
    case 'open':
      return <Trans>Waiting for the draw</Trans>;
    case 'won':
      return <Trans>Won ₱{formatMoney(sub.payoutCents, i18n.locale)}</Trans>;
    case 'lost':
      return <Trans>Lost</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
  }
}

function OrderRow({ order, userName, now }: { order: Order; userName: string; now: number }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const message = useLotteryMessage();
  const cancel = useMutation({
    mutationFn: (subId: number) => cancelSubOrder(order.id, subId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(userName) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallet(userName) });
    },
  });
  const cancellable = order.drawStatus === 'open' && Date.parse(order.closeAt) > now;
  return (
    <li className={styles.order} data-testid="lottery-order">
      <div className={styles.cardHead}>
        <span>
          <Trans>Issue {order.issue}</Trans>
        </span>
        <span className={styles.muted}>₱{formatMoney(order.totalCents, i18n.locale)}</span>
      </div>
      {order.result ? (
        <span className={styles.muted}>
          <Trans>Result: {order.result.join(', ')}</Trans>
        </span>
      ) : null}
      {order.subOrders.map((sub) => (
        <div key={sub.id} className={styles.sub} data-status={sub.status}>
          <span>
            {sub.numbers.join(', ')} · ₱{formatMoney(sub.amountCents, i18n.locale)}
          </span>
          <span>
            <SubOrderStatus sub={sub} />
            {sub.status === 'open' && cancellable ? (
              <button
                type="button"
                className="button-secondary button-small"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(sub.id)}
              >
                <Trans>Cancel</Trans>
              </button>
            ) : null}
          </span>
        </div>
      ))}
      {cancel.error ? (
        <p className={styles.error} role="alert">
          {message(cancel.error instanceof ApiError ? cancel.error.code : '')}
        </p>
      ) : null}
    </li>
  );
}

/** The member's orders of this lottery, refreshed while any waits for its draw; a settlement refreshes the balance. */
export function OrderHistory({ code, userName, now }: { code: string; userName: string; now: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...ordersQueryOptions(userName, code),
    refetchInterval: (q) =>
      q.state.data?.list.some((o) => o.subOrders.some((s) => s.status === 'open' || s.status === 'pending'))
        ? 3_000
        : false,
  });
  const waiting = query.data?.list.reduce(
    (n, o) => n + o.subOrders.filter((s) => s.status === 'open' || s.status === 'pending').length,
    0,
  );
  const previous = useRef(waiting);
  useEffect(() => {
    if (previous.current !== undefined && waiting !== undefined && waiting < previous.current) {
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallet(userName) });
    }
    previous.current = waiting;
  }, [waiting, queryClient, userName]);

  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
        <Trans>My orders</Trans>
      </h2>
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : query.isError && !query.data ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()}>
          <Trans>Your orders could not be loaded.</Trans>
        </SectionError>
      ) : query.data.list.length ? (
        <ul className={styles.list}>
          {query.data.list.map((o) => (
            <OrderRow key={o.id} order={o} userName={userName} now={now} />
          ))}
        </ul>
      ) : (
        <NoData>
          <Trans>No orders yet</Trans>
        </NoData>
      )}
    </section>
  );
}
