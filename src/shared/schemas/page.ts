// Paged lists (the inbox, feedback, records): the answer's and the query's shape, shared by the app and
// the server (server/lib/paged.ts answers PageOf). Apart from common.ts so the first page's JS does not
// carry it.
import * as v from 'valibot';
import { IntFromString } from './common.ts';

/** A page of a list (inbox, feedback, records): the rows, which page of what size, and how many in all. */
export const PageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    list: v.array(item),
    pageNo: v.number(),
    pageSize: v.number(),
    total: v.number(),
  });

/** The query of a paged list: `pageNo` from 1, `pageSize` up to `max` (default `size`). */
export const PageQueryEntries = (size: number, max: number) => ({
  pageNo: v.optional(IntFromString(1, 10_000), 1),
  pageSize: v.optional(IntFromString(1, max), size),
});
