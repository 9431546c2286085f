// Paged lists (PageOf, src/shared/schemas/page.ts) as infinite queries: "load more" asks for the next
// page while any rows are left.

/** The next `pageNo`, or undefined once the last page is loaded. */
export const nextPageNo = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;
