import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../shared/constants/language.ts';
import { FIRST_LOAD_PATHS } from '../../shared/paths/first-load.ts';
import { LocationSchema, SiteConfigSchema } from '../../shared/schemas/site.ts';
import { get } from '../http.ts';

/** Key factory: the config carries translated texts (maintenance message), so its key holds the language. */
export const siteKeys = {
  all: ['site'] as const,
  config: (language: Language) => [...siteKeys.all, 'config', language] as const,
  location: () => [...siteKeys.all, 'location'] as const,
};

export const siteConfigQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: siteKeys.config(language),
    queryFn: ({ signal }) => get(FIRST_LOAD_PATHS.siteConfig, { schema: SiteConfigSchema, signal }),
  });

/** The visitor's country, for the region restriction. Not persisted: it follows the network. */
export const locationQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.location(),
    queryFn: ({ signal }) => get(FIRST_LOAD_PATHS.location, { schema: LocationSchema, signal }),
    meta: { persist: false },
    staleTime: 10 * 60_000,
  });
