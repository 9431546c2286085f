import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import { LOTTERY_ORDERS_PAGE_SIZE } from '../../shared/constants/lottery.ts';
import { PATHS } from '../../shared/paths.ts';
import {
  DrawDetailSchema,
  LotteryListSchema,
  OrderPageSchema,
  OrderSchema,
  type PlaceOrder,
  type PrizeMode,
  ResultListSchema,
} from '../../shared/schemas/lottery.ts';

/**
 * Key factory. Lists, results and draws are public (persisted for the offline lobby); orders are
 * private, keyed by the account, never persisted (the wallet is lib/account's).
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  list: (prizeMode: PrizeMode | 'ALL') => [...lotteryKeys.all, 'list', prizeMode] as const,
  one: (code: string) => [...lotteryKeys.all, 'one', code] as const,
  results: (code: string) => [...lotteryKeys.all, 'results', code] as const,
  draw: (id: number) => [...lotteryKeys.all, 'draw', id] as const,
  orders: (user: string) => [...lotteryKeys.all, 'orders', user] as const,
  ordersOf: (user: string, code: string, pageNo: number) =>
    [...lotteryKeys.orders(user), code, pageNo] as const,
};

/** Lotteries of a prize mode (SPEC.md section 7: lottery list, query prizeMode), or all of them. */
export const lotteryListQueryOptions = (prizeMode: PrizeMode | 'ALL') =>
  queryOptions({
    queryKey: lotteryKeys.list(prizeMode),
    queryFn: ({ signal }) =>
      get(PATHS.lotteries, {
        schema: LotteryListSchema,
        query: { prizeMode: prizeMode === 'ALL' ? undefined : prizeMode },
        signal,
      }),
    staleTime: 15_000,
  });

/** One lottery (the play screen's header and countdown). */
export const lotteryQueryOptions = (code: string) =>
  queryOptions({
    queryKey: lotteryKeys.one(code),
    queryFn: async ({ signal }) => {
      const [lottery] = await get(PATHS.lotteries, { schema: LotteryListSchema, query: { code }, signal });
      return lottery ?? null;
    },
    staleTime: 5_000,
  });

export const resultsQueryOptions = (code: string, limit = 10) =>
  queryOptions({
    queryKey: [...lotteryKeys.results(code), limit],
    queryFn: ({ signal }) =>
      get(PATHS.lotteryResults, { schema: ResultListSchema, query: { lotteryCode: code, limit }, signal }),
    staleTime: 10_000,
  });

export const drawQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lotteryKeys.draw(id),
    queryFn: ({ signal }) => get(`${PATHS.lotteryDraws}/${id}`, { schema: DrawDetailSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const ordersQueryOptions = (user: string, code: string, pageNo = 1) =>
  queryOptions({
    queryKey: lotteryKeys.ordersOf(user, code, pageNo),
    queryFn: ({ signal }) =>
      get(PATHS.lotteryOrders, {
        schema: OrderPageSchema,
        query: { lotteryCode: code, pageNo, pageSize: LOTTERY_ORDERS_PAGE_SIZE },
        signal,
      }),
    meta: { persist: false },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const placeOrder = (body: PlaceOrder) =>
  request('POST', PATHS.lotteryOrders, { schema: OrderSchema, body });

export const cancelSubOrder = (orderId: number, subId: number) =>
  request('POST', `${PATHS.lotteryOrders}/${orderId}/suborders/${subId}/cancel`, { schema: OrderSchema });
