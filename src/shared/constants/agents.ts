// The agency centre (SPEC.md sections 2, 4 and 6; issue 15). Who counts as an agent is
// AGENT_EXCLUDED_TYPES in members.ts; the server's module gate and the app's guard both read it.

/** Types whose home skips the pending-contract check and whose session renewal skips dividend info. */
export const CONTRACT_CHECK_SKIPPED_TYPES: readonly number[] = [4, 40, 41, 42];

/**
 * The deepest level below an agent the server walks (a team is a tree on members.parent_id). A parent is
 * set once, at registration or account opening, so the tree has no cycles; the bound is a second guard.
 */
export const MAX_TEAM_DEPTH = 32;

/**
 * The team KPI's "online now" (teamOnlineCount): a live session (not revoked, not expired) seen within
 * this many minutes. Sessions stamp last_seen_at at most once a minute (server/auth/sessions.ts).
 */
export const TEAM_ONLINE_WINDOW_MINUTES = 5;
