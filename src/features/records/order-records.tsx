import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import type { RecordRange } from '../../lib/record-range.ts';
import { RecordList } from './record-list.tsx';
import styles from './records.module.css';
import { useUserName } from './use-user-name.ts';

/** While a listed order is pending (an operator or a gateway decides it), the list is asked again this often. */
const PENDING_REFRESH_MS = 10_000;

interface OrderPage<O> {
  list: O[];
  pageNo: number;
  pageSize: number;
  total: number;
}

interface Props<S extends string, O extends { id: number; status: S }, K extends QueryKey> {
  statuses: readonly S[];
  labels: Record<S, MessageDescriptor>;
  queryOptions: (
    user: string,
    range: RecordRange,
    status?: S,
  ) => UseInfiniteQueryOptions<OrderPage<O>, Error, InfiniteData<OrderPage<O>>, K, number>;
  row: (order: O) => ReactNode;
  failed: ReactNode;
}

/** Orders of one kind (deposits, withdrawals) by date range and status, newest first. */
export function OrderRecords<S extends string, O extends { id: number; status: S }, K extends QueryKey>({
  statuses,
  labels,
  queryOptions,
  row,
  failed,
}: Props<S, O, K>) {
  const { t } = useLingui();
  const id = useId();
  const user = useUserName();
  const [range, setRange] = useState(initialRange);
  const [status, setStatus] = useState<S | undefined>();
  const query = useInfiniteQuery({
    ...queryOptions(user ?? '', range.range, status),
    enabled: !!user,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.list.some((o) => o.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
  return (
    <div className={styles.page}>
      <RangePicker value={range} onChange={setRange} />
      <label className={styles.filter} htmlFor={`${id}-status`}>
        <Trans>Status</Trans>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={status ?? ''}
          onChange={(e) => setStatus(statuses.find((s) => s === e.target.value))}
        >
          <option value="">{t`All`}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(labels[s])}
            </option>
          ))}
        </select>
      </label>
      <RecordList query={query} keyOf={(o) => o.id} item={row} failed={failed} />
    </div>
  );
}
