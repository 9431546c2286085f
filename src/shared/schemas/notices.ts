import * as v from 'valibot';
import { ANNOUNCEMENT_GROUPS } from '../constants/announcements.ts';
import { LANGUAGES } from '../constants/language.ts';
import { AGREEMENT_MAX_LENGTH, NOTICE_READ_MAX_IDS } from '../constants/notices.ts';
import { AnnouncementSchema } from './announcements.ts';
import { CatalogueLanguageSchema } from './common.ts';

/** An announcement in the notice list, with the member's read state (false for visitors). */
export const NoticeSchema = v.object({ ...AnnouncementSchema.entries, read: v.boolean() });
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** The list and how many of it the member has not opened yet (visitors: all of it). */
export const NoticeListSchema = v.object({ list: v.array(NoticeSchema), unreadCount: v.number() });
export type NoticeList = v.InferOutput<typeof NoticeListSchema>;

/** The agent footer's badge (SPEC.md section 3, "Announcement footer"). */
export const NoticeUnreadSchema = v.object({ unreadCount: v.number() });

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** POST: marks these announcements read for the session's member (unknown ids are ignored). */
export const NoticeReadBodySchema = v.object({
  ids: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(NOTICE_READ_MAX_IDS)),
});
export const NoticeReadSchema = v.object({ marked: v.number() });

/** GET: the agreement in the request's language; empty content when the operator has set none. */
export const AgreementSchema = v.object({ language: v.picklist(LANGUAGES), content: v.string() });

/** PUT /ops: sets one language's agreement (HTML; sanitised when shown). */
export const AgreementBodySchema = v.object({
  language: v.picklist(LANGUAGES),
  content: v.pipe(v.string(), v.minLength(1), v.maxLength(AGREEMENT_MAX_LENGTH)),
});

/** GET the notice list: the group (default m_home); the language comes from the request. */
export const NoticeQuerySchema = v.object({
  groupName: v.optional(v.picklist(ANNOUNCEMENT_GROUPS), 'm_home'),
  language: v.optional(CatalogueLanguageSchema),
});
