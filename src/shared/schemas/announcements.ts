import * as v from 'valibot';
import { ANNOUNCEMENT_GROUPS, CONTENT_TYPES, EXECUTIONS } from '../constants/announcements.ts';
import { ANNOUNCEMENT_PLATFORM } from '../constants/lobby.ts';
import { CatalogueLanguageSchema } from './common.ts';

/**
 * An announcement or pop-up item (SPEC.md section 3). `type` is the content type (A agent, PL player,
 * B banner, PU pop-up, PR promotion, H home). `execution` picks the pop-up slot (SPEC.md section 4):
 * a logged-in session (slot A) sees execution A, plus F on its first-time login; a visitor (slot B)
 * sees execution B.
 */
export const AnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML; sanitised by the app before rendering, unless `contentSanitized` says it already is. */
  content: v.string(),
  /**
   * Set by this platform's server: `content` was sanitised with its allowlist when stored, links
   * carrying their target/rel (server/lib/platform-html.ts), so the app renders it without loading
   * DOMPurify. Absent from other platforms' answers: their HTML is sanitised in the app.
   */
  contentSanitized: v.optional(v.literal(true)),
  type: v.picklist(CONTENT_TYPES),
  promotionType: v.nullable(v.string()),
  execution: v.picklist(EXECUTIONS),
  /** 'REWARD_CENTER' adds a button that opens /m/rewardCenter. */
  action: v.nullable(v.picklist(['REWARD_CENTER'])),
  publishedAt: v.string(),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;
export const AnnouncementListSchema = v.array(AnnouncementSchema);

export const BannerSchema = v.object({
  id: v.number(),
  /** Image path below an image CDN base. */
  url: v.string(),
  /** Where a tap goes: an http(s) URL opens outside, a path navigates inside the app. */
  link: v.nullable(v.string()),
  title: v.string(),
});
export type Banner = v.InferOutput<typeof BannerSchema>;
export const BannerListSchema = v.array(BannerSchema);

/** A comma-separated list of content types, e.g. `B,PL,PU,H` (SPEC.md section 3). */
const ContentTypeListSchema = v.pipe(
  v.string(),
  v.transform((s) => s.split(',').map((t) => t.trim())),
  v.array(v.picklist(CONTENT_TYPES)),
  v.minLength(1),
);

/** GET notice: `types` and `groupName` as the spec's requests ('B,PL,PU,H' + m_home; A + m_home; B + m_reg). */
export const AnnouncementQuerySchema = v.object({
  types: v.optional(ContentTypeListSchema, 'B,PL,PU,H'),
  groupName: v.optional(v.picklist(ANNOUNCEMENT_GROUPS), 'm_home'),
  platform: v.optional(v.literal(ANNOUNCEMENT_PLATFORM), ANNOUNCEMENT_PLATFORM),
  merchantCode: v.optional(v.string()),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
});

/** GET banner: the home carousel (group m_home) or the registration page (m_reg). */
export const BannerQuerySchema = v.object({
  groupName: v.optional(v.picklist(ANNOUNCEMENT_GROUPS), 'm_home'),
  platform: v.optional(v.literal(ANNOUNCEMENT_PLATFORM), ANNOUNCEMENT_PLATFORM),
  merchantCode: v.optional(v.string()),
  language: v.optional(CatalogueLanguageSchema, 'TY'),
});
