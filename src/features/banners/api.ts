import { queryOptions } from '@tanstack/react-query';
import { preloadCdnImage } from '../../components/cdn-image.tsx';
import { MERCHANT_CODE } from '../../lib/config.ts';
import { get } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import { ANNOUNCEMENT_PLATFORM } from '../../shared/constants/lobby.ts';
import { FIRST_LOAD_PATHS } from '../../shared/paths/first-load.ts';
import { BannerListSchema } from '../../shared/schemas/announcements.ts';

/** Key factory: banner pictures and titles are per language. */
export const bannerKeys = {
  all: ['banners'] as const,
  home: (language: Language) => [...bannerKeys.all, 'm_home', language] as const,
};

/** The home carousel's banners (group m_home, platform M). */
export const homeBannersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: bannerKeys.home(language),
    queryFn: async ({ signal }) => {
      const banners = await get(FIRST_LOAD_PATHS.banners, {
        schema: BannerListSchema,
        query: {
          groupName: 'm_home',
          platform: ANNOUNCEMENT_PLATFORM,
          merchantCode: MERCHANT_CODE,
          language,
        },
        signal,
      });
      // The first slide is the home page's largest paint: its picture starts before the carousel renders.
      const first = banners[0];
      if (first) preloadCdnImage(first.url);
      return banners;
    },
  });
