// The operator's clock: "today", a day's withdrawals and the records' days are calendar days of its time
// zone. The Philippines keeps one offset all year (no daylight saving since 1978), so a day's start can be
// built from the offset alone.
export const OPERATOR_TIME_ZONE = 'Asia/Manila';
export const OPERATOR_UTC_OFFSET = '+08:00';
export const OPERATOR_UTC_OFFSET_HOURS = 8;
