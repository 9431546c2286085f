// Stable machine codes only the operators' API answers (the operator console translates them).
export const OPS_CODES = {
  /**
   * 409: a switch whose flow texts a code (server/site/sms-switches.ts) cannot be turned on while texts
   * reach no phone (SMS_PROVIDER=outbox outside development); `value` is `{ switches }`.
   */
  smsGatewayMissing: 'ops.sms.gateway',
} as const;
