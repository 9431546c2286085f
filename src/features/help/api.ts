import { queryOptions } from '@tanstack/react-query';
import { get } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { PATHS } from '../../shared/paths.ts';
import { HelpListSchema } from '../../shared/schemas/help.ts';

/** Key factory: help entries are translated, so the key holds the language. */
export const helpKeys = {
  all: ['help'] as const,
  list: (language: Language) => [...helpKeys.all, language] as const,
};

/** The help centre's entries (SPEC.md section 7: lang parameter, device MOBILE). */
export const helpListQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: helpKeys.list(language),
    queryFn: ({ signal }) =>
      get(PATHS.helpCenter, { schema: HelpListSchema, query: { lang: language, device: 'MOBILE' }, signal }),
  });
