// The operators' home content (/ops/content/...): notices, pop-ups and banners, each shown from its start
// until its end (none: until taken off), in Filipino and English. What players read is announcements.ts.
import * as v from 'valibot';
import { ANNOUNCEMENT_GROUPS, CONTENT_TYPES, EXECUTIONS } from '../constants/announcements.ts';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const When = v.pipe(v.string(), v.isoTimestamp());
/** Where a tap goes: a path in the app, or an https page (opened outside). */
const Link = v.nullable(
  v.pipe(v.string(), v.trim(), v.maxLength(500), v.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/)),
);
/** A picture: a path below the image CDNs (`/banners/<name>.svg` the CDN draws), or an https URL. */
const Picture = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.regex(/^(\/[A-Za-z0-9/_.-]+|https:\/\/[^\s]+)$/),
);
/** HTML as operators write it: stored sanitised (server/lib/platform-html.ts). */
const Html = v.pipe(v.string(), v.maxLength(20_000));

const AnnouncementFields = {
  /** A agents, PL players, B banner text, PU pop-up, PR promotion, H home (SPEC.md section 3). */
  type: v.picklist(CONTENT_TYPES),
  /** A pop-up's slot: A logged in, B visitor, F a first login (SPEC.md section 4). */
  execution: v.picklist(EXECUTIONS),
  groupName: v.picklist(ANNOUNCEMENT_GROUPS),
  promotionType: v.nullable(Text(40)),
  action: v.nullable(v.literal('REWARD_CENTER')),
  titleTy: Text(120),
  titleEn: Text(120),
  contentTy: Html,
  contentEn: Html,
  startsAt: When,
  /** Null: shown until taken off. */
  endsAt: v.nullable(When),
};

export const OpsAnnouncementBodySchema = v.object({
  ...AnnouncementFields,
  execution: v.optional(AnnouncementFields.execution, 'A'),
  groupName: v.optional(AnnouncementFields.groupName, 'm_home'),
  promotionType: v.optional(AnnouncementFields.promotionType, null),
  action: v.optional(AnnouncementFields.action, null),
  endsAt: v.optional(AnnouncementFields.endsAt, null),
});
export type OpsAnnouncementBody = v.InferOutput<typeof OpsAnnouncementBodySchema>;
/** Any subset: e.g. `{ endsAt }` to end it now or later. */
export const OpsAnnouncementPatchSchema = v.partial(v.object(AnnouncementFields));
export type OpsAnnouncementPatch = v.InferOutput<typeof OpsAnnouncementPatchSchema>;

export const OpsAnnouncementSchema = v.object({
  id: v.number(),
  ...AnnouncementFields,
  contentTy: v.string(),
  contentEn: v.string(),
  /** scheduled: not started; showing; ended. */
  state: v.picklist(['scheduled', 'showing', 'ended']),
});
export type OpsAnnouncement = v.InferOutput<typeof OpsAnnouncementSchema>;
export const OpsAnnouncementListSchema = v.array(OpsAnnouncementSchema);

const BannerFields = {
  groupName: v.picklist(ANNOUNCEMENT_GROUPS),
  imageUrl: Picture,
  /** The picture with Filipino words; null: Filipino players see `imageUrl`. */
  imageUrlTy: v.nullable(Picture),
  link: Link,
  titleTy: Text(120),
  titleEn: Text(120),
  sort: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  startsAt: When,
  endsAt: v.nullable(When),
};

export const OpsBannerBodySchema = v.object({
  ...BannerFields,
  groupName: v.optional(BannerFields.groupName, 'm_home'),
  imageUrlTy: v.optional(BannerFields.imageUrlTy, null),
  link: v.optional(BannerFields.link, null),
  sort: v.optional(BannerFields.sort, 0),
  endsAt: v.optional(BannerFields.endsAt, null),
});
export type OpsBannerBody = v.InferOutput<typeof OpsBannerBodySchema>;
export const OpsBannerPatchSchema = v.partial(v.object(BannerFields));
export type OpsBannerPatch = v.InferOutput<typeof OpsBannerPatchSchema>;

export const OpsBannerSchema = v.object({
  id: v.number(),
  ...BannerFields,
  state: v.picklist(['scheduled', 'showing', 'ended']),
});
export type OpsBanner = v.InferOutput<typeof OpsBannerSchema>;
export const OpsBannerListSchema = v.array(OpsBannerSchema);
