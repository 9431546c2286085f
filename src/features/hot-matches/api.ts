import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { FIRST_LOAD_PATHS } from '../../shared/paths/first-load.ts';
import { HotMatchListSchema } from '../../shared/schemas/games.ts';

/** Key factory: league and team names come in the request's language (Language header). */
export const hotMatchKeys = {
  all: ['hotMatches'] as const,
  list: (language: Language) => [...hotMatchKeys.all, language] as const,
};

export const hotMatchesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: hotMatchKeys.list(language),
    queryFn: ({ signal }) => get(FIRST_LOAD_PATHS.hotMatches, { schema: HotMatchListSchema, signal }),
  });
