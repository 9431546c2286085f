import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import { MEMBER_LIST_STALE_MS, memberPages } from '../../lib/paging.ts';
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

export const ledgerQueryOptions = (user: string, range: RecordRange, group?: LedgerGroup) =>
  infiniteQueryOptions({
    queryKey: recordKeys.ledger(user, range, group),
    ...memberPages(PATHS.recordsLedger, LedgerPageSchema, RECORDS_PAGE_SIZE, { ...range, group }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

export const gameRecordsQueryOptions = (user: string, range: RecordRange, category: GameRecordCategory) =>
  infiniteQueryOptions({
    queryKey: recordKeys.games(user, range, category),
    ...memberPages(PATHS.recordsGames, GameRecordPageSchema, RECORDS_PAGE_SIZE, { ...range, category }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

export const depositRecordsQueryOptions = (user: string, range: RecordRange, status?: DepositStatus) =>
  infiniteQueryOptions({
    queryKey: recordKeys.deposits(user, range, status),
    ...memberPages(PATHS.depositOrders, DepositPageSchema, RECORDS_PAGE_SIZE, { ...range, status }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

export const withdrawRecordsQueryOptions = (user: string, range: RecordRange, status?: WithdrawStatus) =>
  infiniteQueryOptions({
    queryKey: recordKeys.withdrawals(user, range, status),
    ...memberPages(PATHS.withdrawOrders, WithdrawPageSchema, RECORDS_PAGE_SIZE, { ...range, status }),
    staleTime: MEMBER_LIST_STALE_MS,
  });

export const pnlQueryOptions = (user: string, range: RecordRange) =>
  queryOptions({
    queryKey: recordKeys.pnl(user, range),
    queryFn: ({ signal }) => get(PATHS.recordsPnl, { schema: PnlSchema, query: { ...range }, signal }),
    meta: { persist: false },
    staleTime: MEMBER_LIST_STALE_MS,
  });
