// Stable machine codes carried in the envelope's `code`. The app maps them to translated text.
export const CODES = {
  ok: 'ok',
  invalidRequest: 'request.invalid',
  notFound: 'not.found',
  maintenance: 'system.maintenance',
  regionRestricted: 'access.restricted',
  sessionRequired: 'session.required',
  opsUnauthorized: 'ops.unauthorized',
  featureDisabled: 'feature.disabled',
  serverError: 'server.error',
  /** The Merchant header names no merchant this platform knows. */
  merchantUnknown: 'merchant.unknown',
} as const;
export type Code = (typeof CODES)[keyof typeof CODES];
