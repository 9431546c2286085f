// Red envelope rain (/m/redRain, issue 14): the bounds an operator's session must keep, and the numbers of
// the falling-envelope screen. The server enforces the first group; the app only draws with the second.

/** A session lasts 10 seconds to 1 hour. */
export const RAIN_MIN_DURATION_SECONDS = 10;
export const RAIN_MAX_DURATION_SECONDS = 3600;
/** Budget of one session: ₱1 up to ₱10,000,000. */
export const RAIN_MAX_BUDGET_CENTS = 1_000_000_000;
/** One grab pays at most ₱100,000. */
export const RAIN_MAX_GRAB_CENTS = 10_000_000;
/** Grabs one member may make in one session, at most. */
export const RAIN_MAX_GRABS_PER_MEMBER = 100;
/** A session may be scheduled up to 90 days ahead, and "now" tolerates a minute of clock skew. */
export const RAIN_MAX_LEAD_DAYS = 90;
export const RAIN_START_SKEW_MS = 60_000;

/** The screen: envelopes on screen at once, new ones per second, and the fall time across the screen. */
export const RAIN_MAX_ENVELOPES = 14;
export const RAIN_SPAWN_PER_SECOND = 2.5;
export const RAIN_FALL_SECONDS = 3.2;
/** The static grid shown instead when the member prefers reduced motion. */
export const RAIN_GRID_SIZE = 12;
