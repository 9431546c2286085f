// The member's live sessions (issue 13, the security centre's "Devices"): where the account is signed in.
import * as v from 'valibot';

export const DeviceSessionSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  /** From the User-Agent at sign-in (brand names: `Chrome`, `Android`); null when unknown. */
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  /** The address coarsened (`203.0.113.x`, `2001:db8:1::/48`), or null. */
  ip: v.nullable(v.string()),
  /** The session of this request. */
  current: v.boolean(),
});
export type DeviceSession = v.InferOutput<typeof DeviceSessionSchema>;

export const DeviceSessionsSchema = v.array(DeviceSessionSchema);

/** How many sessions a sign-out ended. */
export const SignedOutSchema = v.object({ signedOut: v.number() });
