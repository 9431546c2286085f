import { queryOptions } from '@tanstack/react-query';
import { MERCHANT_CODE } from '../../lib/config.ts';
import { get } from '../../lib/http.ts';
import { HOME_ANNOUNCEMENT_TYPES } from '../../shared/constants/announcements.ts';
import type { Language } from '../../shared/constants/language.ts';
import { ANNOUNCEMENT_PLATFORM } from '../../shared/constants/lobby.ts';
import { FIRST_LOAD_PATHS } from '../../shared/paths/first-load.ts';
import { AnnouncementListSchema } from '../../shared/schemas/announcements.ts';

/** Key factory: announcements are translated, so every key holds the language. */
export const announcementKeys = {
  all: ['announcements'] as const,
  home: (language: Language) => [...announcementKeys.all, 'm_home', language] as const,
};

/** The home screen's announcements: types B, PL, PU and H of group m_home (SPEC.md section 3). */
export const homeAnnouncementsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: announcementKeys.home(language),
    queryFn: ({ signal }) =>
      get(FIRST_LOAD_PATHS.announcements, {
        schema: AnnouncementListSchema,
        query: {
          types: HOME_ANNOUNCEMENT_TYPES.join(','),
          groupName: 'm_home',
          platform: ANNOUNCEMENT_PLATFORM,
          merchantCode: MERCHANT_CODE,
          language,
        },
        signal,
      }),
  });
