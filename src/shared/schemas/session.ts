import * as v from 'valibot';

/** Session info kept in session storage under MC_SESSION_INFO (SPEC.md section 3). No password. */
export const SessionInfoSchema = v.object({
  token: v.string(),
  merchantCode: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
  /** Our own (issue 35): the app shows only /m/firstPassword until the member sets its own password. */
  mustSetPassword: v.optional(v.boolean()),
});
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>;

export const MemberInfoSchema = v.object({
  id: v.number(),
  nickname: v.nullable(v.string()),
  account: v.string(),
  type: v.number(),
  regDate: v.string(),
  toUpline: v.boolean(),
  /** Whole days since registration, counted by the server's clock; optional so older platforms parse. */
  joinedDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The VIP level's label; null when the platform keeps no VIP level for the member. */
  vipLevel: v.optional(v.nullable(v.string())),
});
export type MemberInfo = v.InferOutput<typeof MemberInfoSchema>;

/** Wallet: integer cents on the wire; shown to 2 decimals only in the UI. */
export const WalletSchema = v.object({ sumBalance: v.number() });
