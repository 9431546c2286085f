// One page of a list (the inbox, feedback, records): the page's rows and the count of them all, asked
// at once. Answers the shape of PageOf (src/shared/schemas/page.ts); callers map the rows.

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
}

/**
 * `rows` reads the page (its `limit` and `offset` given), `count` counts the whole list with the same
 * filter (`select({ n: count() })`, a number or the text PostgreSQL answers for a bigint).
 */
export async function pagedQuery<R>(
  q: PageQuery,
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
  count: () => PromiseLike<{ n: number | string }[]>,
): Promise<Page<R>> {
  const [list, [total]] = await Promise.all([rows(q.pageSize, (q.pageNo - 1) * q.pageSize), count()]);
  return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: Number(total?.n ?? 0) };
}
