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
