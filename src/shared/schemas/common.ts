import * as v from 'valibot';
import { CATALOGUE_LANGUAGE_CODES } from '../constants/language.ts';

/** Query-string booleans and numbers arrive as text; these coerce them with a clear failure. */
export const IntFromString = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** The largest value of a PostgreSQL integer column (ids): a larger one must fail here, not in the query. */
export const DB_INT_MAX = 2_147_483_647;

/** Any of the ~40 catalogue codes is accepted on the wire; content falls back to EN, then TY. */
export const CatalogueLanguageSchema = v.picklist(CATALOGUE_LANGUAGE_CODES);

export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

export const Paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    games: v.array(item),
    pageNum: v.pipe(v.number(), v.integer(), v.minValue(1)),
    totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
