import * as v from 'valibot';
import { IntFromString } from '../shared/schemas/common.ts';

// Search-param helpers for route `validateSearch`. The router parses `?code=123` as a number, so text
// params accept numbers too; a bad value falls back instead of failing the page (bad input is not a crash).

/** Optional free text of at most `max` characters. */
export const searchText = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.trim(), v.maxLength(max)),
    ),
    undefined,
  );

/** Optional value from a fixed list. */
export const searchPick = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined);

/** Non-negative integer with a default. */
export const searchIndex = (fallback: number, max = 10_000) =>
  v.fallback(v.optional(IntFromString(0, max), fallback), fallback);

/** Optional positive integer id (e.g. a game's nodeId). */
export const searchId = () => v.fallback(v.optional(IntFromString(1)), undefined);

/** Content-type list like `A` or `B,PL` (announcement types). */
export const searchTypes = () =>
  v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{1,2}(?:,[A-Z]{1,2}){0,5}$/))), undefined);
