// Notices (SPEC.md sections 2 and 3): the /m/notice list and the agents' announcements.
import type { ContentType } from './announcements.ts';

/** /m/notice lists what the home screen shows (types B, PL, PU and H of group m_home). */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'H'] as const satisfies readonly ContentType[];
/** /m/member/notice?types=A: the agents' announcements (group m_home, SPEC.md section 3). */
export const AGENT_NOTICE_TYPE = 'A' satisfies ContentType;
/** At most this many announcements are listed (newest first); older ones are not shown. */
export const NOTICE_LIST_LIMIT = 100;
/** At most this many ids per "mark read" call. */
export const NOTICE_READ_MAX_IDS = 100;
/** The user agreement's HTML is capped (bytes of text) so one PUT cannot bloat the table. */
export const AGREEMENT_MAX_LENGTH = 200_000;
/** Local storage: the ids of announcements a visitor has opened (JSON array, newest last). */
export const NOTICE_READ_STORAGE_KEY = 'NOTICE_READ';
/** A visitor's device keeps at most this many read ids (older ones drop off). */
export const NOTICE_READ_LOCAL_MAX = 200;
