import * as v from 'valibot';
import { ANNOUNCEMENT_PLATFORM, CONTENT_TYPES, EXECUTIONS } from '../constants.ts';
import { CatalogueLanguageSchema } from './common.ts';

/**
 * An announcement or pop-up item (SPEC.md section 3). `type` is the content type (A agent, PL player,
 * B banner, PU pop-up, PR promotion, H home); `execution` is the audience slot: A everyone, B members
 * only, F visitors only (see src/features/announcements/slots.ts).
 */
export const AnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML; sanitised by the app before rendering. */
  content: v.string(),
  type: v.picklist(CONTENT_TYPES),
  promotionType: v.nullable(v.string()),
  execution: v.picklist(EXECUTIONS),
  /** 'REWARD_CENTER' adds a button that opens /m/rewardCenter. */
  action: v.nullable(v.picklist(['REWARD_CENTER'])),
  publishedAt: v.string(),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

export const BannerSchema = v.object({
  id: v.number(),
  /** Image path below an image CDN base. */
  url: v.string(),
  /** Where a tap goes: an http(s) URL opens outside, a path navigates inside the app. */
  link: v.nullable(v.string()),
  title: v.string(),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

export const AnnouncementQuerySchema = v.object({
  language: v.optional(CatalogueLanguageSchema, 'TY'),
  platform: v.optional(v.literal(ANNOUNCEMENT_PLATFORM), ANNOUNCEMENT_PLATFORM),
  type: v.optional(v.picklist(CONTENT_TYPES)),
});
