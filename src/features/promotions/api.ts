import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { get, request } from '../../lib/http.ts';
import type { Language } from '../../shared/constants/language.ts';
import type { PromotionCategory } from '../../shared/constants/promotion-categories.ts';
import { PROMOTION_FIELDS } from '../../shared/constants/promotions.ts';
import { PATHS } from '../../shared/paths.ts';
import { PromotionDetailSchema, PromotionListSchema } from '../../shared/schemas/promotions.ts';

/**
 * Promotions are translated and carry the member's state: the key holds the language and the account
 * ('' for a visitor), so a sign-in or a language switch never shows another's.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: Language, user: string, category: PromotionCategory) =>
    [...promotionKeys.all, language, user, 'list', category] as const,
  detail: (language: Language, user: string, id: number) =>
    [...promotionKeys.all, language, user, 'detail', id] as const,
};

export const promotionListQueryOptions = (language: Language, user: string, category: PromotionCategory) =>
  queryOptions({
    queryKey: promotionKeys.list(language, user, category),
    queryFn: ({ signal }) =>
      get(PATHS.promotions, { schema: PromotionListSchema, query: { category }, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const promotionQueryOptions = (language: Language, user: string, id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(language, user, id),
    queryFn: ({ signal }) => get(`${PATHS.promotions}/${id}`, { schema: PromotionDetailSchema, signal }),
    meta: { persist: false },
    staleTime: 0,
  });

export const joinPromotionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...promotionKeys.all, 'join'],
    mutationFn: (id: number) =>
      request('POST', `${PATHS.promotions}/${id}/join`, { schema: PromotionDetailSchema }),
  });

export interface Application {
  id: number;
  comment: string;
  images: readonly Blob[];
}

export const applyMutationOptions = () =>
  mutationOptions({
    mutationKey: [...promotionKeys.all, 'apply'],
    mutationFn: ({ id, comment, images }: Application) => {
      const multipart = new FormData();
      multipart.append(PROMOTION_FIELDS.comment, comment);
      for (const image of images) multipart.append(PROMOTION_FIELDS.image, image);
      return request('POST', `${PATHS.promotions}/${id}/apply`, { schema: PromotionDetailSchema, multipart });
    },
  });
