// The announcement list's query parts, shared by the public list (routes/announcements.ts) and the notice
// list with read state (routes/notices.ts).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AnnouncementGroup, ContentType } from '../../src/shared/constants/announcements.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { announcements } from '../db/schema.ts';

/** An announcement's columns, its title and content in `lang` (TY or EN). */
export function announcementColumns(lang: Language) {
  const en = lang === 'EN';
  return {
    id: announcements.id,
    title: en ? announcements.titleEn : announcements.titleTy,
    content: en ? announcements.contentEn : announcements.contentTy,
    type: announcements.type,
    promotionType: announcements.promotionType,
    execution: announcements.execution,
    action: announcements.action,
    publishedAt: announcements.publishedAt,
  };
}

/** The merchant's announcements of a group and types that are published by now. */
export const publishedAnnouncements = (
  merchantCode: string,
  groupName: AnnouncementGroup,
  types: readonly ContentType[],
) =>
  and(
    eq(announcements.merchantCode, merchantCode),
    eq(announcements.groupName, groupName),
    inArray(announcements.type, [...types]),
    lte(announcements.publishedAt, sql`now()`),
  );
