import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { nextPageNo } from '../../lib/paging.ts';
import type { RecordRange } from '../../lib/record-range.ts';
import type { LedgerGroup } from '../../shared/constants/ledger.ts';
import { type GameRecordCategory, RECORDS_PAGE_SIZE } from '../../shared/constants/records.ts';
import { PATHS } from '../../shared/paths.ts';
import { DepositPageSchema, type DepositStatus } from '../../shared/schemas/deposits.ts';
import { GameRecordPageSchema, LedgerPageSchema, PnlSchema } from '../../shared/schemas/records.ts';
import { WithdrawPageSchema, type WithdrawStatus } from '../../shared/schemas/withdrawals.ts';

/**
 * Key factory. Records are private: keyed by the account and never persisted (DESIGN.md section 4);
 * offline, those already seen in this visit stay on screen with their age.
 */
export const recordKeys = {
  all: (user: string) => ['records', user] as const,
  ledger: (user: string, range: RecordRange, group: LedgerGroup | undefined) =>
    [...recordKeys.all(user), 'ledger', range, group ?? 'all'] as const,
  games: (user: string, range: RecordRange, category: GameRecordCategory) =>
    [...recordKeys.all(user), 'games', range, category] as const,
  withdrawals: (user: string, range: RecordRange, status: WithdrawStatus | undefined) =>
    [...recordKeys.all(user), 'withdrawals', range, status ?? 'all'] as const,
  pnl: (user: string, range: RecordRange) => [...recordKeys.all(user), 'pnl', range] as const,
  deposits: (user: string, range: RecordRange, status: DepositStatus | undefined) =>
    [...recordKeys.all(user), 'deposits', range, status ?? 'all'] as const,
};

/** Pages of `RECORDS_PAGE_SIZE`; "load more" asks for the next while any are left. */
const paging = {
  initialPageParam: 1,
  getNextPageParam: nextPageNo,
  meta: { persist: false },
  staleTime: 15_000,
} as const;

export const ledgerQueryOptions = (user: string, range: RecordRange, group?: LedgerGroup) =>
  infiniteQueryOptions({
    queryKey: recordKeys.ledger(user, range, group),
    queryFn: ({ pageParam, signal }) =>
      get(PATHS.recordsLedger, {
        schema: LedgerPageSchema,
        query: { ...range, group, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    ...paging,
  });

export const gameRecordsQueryOptions = (user: string, range: RecordRange, category: GameRecordCategory) =>
  infiniteQueryOptions({
    queryKey: recordKeys.games(user, range, category),
    queryFn: ({ pageParam, signal }) =>
      get(PATHS.recordsGames, {
        schema: GameRecordPageSchema,
        query: { ...range, category, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    ...paging,
  });

export const depositRecordsQueryOptions = (user: string, range: RecordRange, status?: DepositStatus) =>
  infiniteQueryOptions({
    queryKey: recordKeys.deposits(user, range, status),
    queryFn: ({ pageParam, signal }) =>
      get(PATHS.depositOrders, {
        schema: DepositPageSchema,
        query: { ...range, status, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    ...paging,
  });

export const withdrawRecordsQueryOptions = (user: string, range: RecordRange, status?: WithdrawStatus) =>
  infiniteQueryOptions({
    queryKey: recordKeys.withdrawals(user, range, status),
    queryFn: ({ pageParam, signal }) =>
      get(PATHS.withdrawOrders, {
        schema: WithdrawPageSchema,
        query: { ...range, status, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    ...paging,
  });

export const pnlQueryOptions = (user: string, range: RecordRange) =>
  queryOptions({
    queryKey: recordKeys.pnl(user, range),
    queryFn: ({ signal }) => get(PATHS.recordsPnl, { schema: PnlSchema, query: { ...range }, signal }),
    meta: { persist: false },
    staleTime: 15_000,
  });
