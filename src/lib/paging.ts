// Paged lists (PageOf, src/shared/schemas/page.ts) as infinite queries: "load more" asks for the next
// page while any rows are left.
import type * as v from 'valibot';
import { get, type Query } from './http.ts';

interface PageInfo {
  pageNo: number;
  pageSize: number;
  total: number;
}

/**
 * How long a member's list of figures (records, rebates, team, settlements) opened again is shown as it
 * was without asking the server: they change only as money moves, and "load more" keeps its pages.
 */
export const MEMBER_LIST_STALE_MS = 15_000;

/** The next `pageNo`, or undefined once the last page is loaded. */
export const nextPageNo = (last: PageInfo) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/**
 * What every paged list of a member's shares: page `pageNo` (from 1) of `path` in pages of `pageSize`,
 * with the list's own `filters`, and never persisted (personal data). The list adds its key and freshness.
 */
export const memberPages = <T extends v.GenericSchema<unknown, PageInfo>>(
  path: string,
  schema: T,
  pageSize: number,
  filters: Query = {},
) => ({
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    get(path, { schema, query: { ...filters, pageNo: pageParam, pageSize }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPageNo,
  meta: { persist: false },
});
