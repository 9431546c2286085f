// Announcements (SPEC.md sections 3 and 6).

// Announcements (SPEC.md sections 3 and 6)
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];
/** Announcement groups seen in SPEC.md section 3 (home screen, registration page). */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];
/** The home screen asks for these content types in group m_home (SPEC.md section 3). */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'H'] as const;
