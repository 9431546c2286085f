// Missions (issue 14: /m/leaderBoard, the MISSION promotion).

/** The most rounds a mission may ask for. */
export const MISSION_MAX_COUNT = 100_000;
/** The most a wager mission may ask for (₱10,000,000). */
export const MISSION_MAX_WAGER_CENTS = 1_000_000_000;
/** The highest reward an operator may set (₱100,000). */
export const MISSION_MAX_REWARD_CENTS = 10_000_000;
/** Members listed on a mission's ranking. */
export const MISSION_BOARD_SIZE = 10;
