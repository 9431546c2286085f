// The operators' lobby calls (/ops/lobby/...): vendors with why each is or is not offered to players.
import * as v from 'valibot';

export const VENDOR_STATES = ['offered', 'notConfigured', 'disabled', 'unavailable'] as const;

export const OpsVendorSchema = v.object({
  code: v.string(),
  name: v.string(),
  gameTypes: v.array(v.string()),
  /** offered: players see its games; notConfigured: not in VENDORS; disabled: switched off; unavailable: a launch failed. */
  state: v.picklist(VENDOR_STATES),
  /** Games of this vendor a player could open. */
  games: v.number(),
  /** The end of an outage after a failed launch (ISO), else null. */
  unavailableUntil: v.nullable(v.string()),
});
export const OpsVendorListSchema = v.array(OpsVendorSchema);

export const OpsVendorBodySchema = v.object({ enabled: v.boolean() });

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** A crest: an https picture, or one the CDN draws (`/teams/<slug>.svg`). */
const CrestUrl = v.pipe(v.string(), v.trim(), v.regex(/^(https:\/\/[^\s]+|\/teams\/[a-z0-9-]{1,60}\.svg)$/));

/** POST /ops/lobby/hotMatches: a match players see from now until 3 hours after its start. */
export const OpsHotMatchBodySchema = v.object({
  league: Text(60),
  /** The kick-off (ISO 8601). */
  matchTime: v.pipe(v.string(), v.isoTimestamp()),
  homeTeam: Text(60),
  awayTeam: Text(60),
  /** The vendor that runs the match: its sports (or e-sports, cockfighting) game opens it. */
  vendor: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,20}$/)),
  /** The vendor's id of the match (its room). */
  roomId: Text(60),
  /** Drawn by the CDN from the team's name when absent. */
  homeTeamImageUrl: v.optional(CrestUrl),
  awayTeamImageUrl: v.optional(CrestUrl),
});
export type OpsHotMatchBody = v.InferOutput<typeof OpsHotMatchBodySchema>;
