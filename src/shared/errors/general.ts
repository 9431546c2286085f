// Stable machine codes carried in the envelope's `code`. The app maps them to translated text.
export const CODES = {
  ok: 'ok',
  invalidRequest: 'request.invalid',
  notFound: 'not.found',
  maintenance: 'system.maintenance',
  regionRestricted: 'access.restricted',
  sessionRequired: 'session.required',
  /** 401: no session, or it expired or was revoked (with session.required, what the session guard signs out on). */
  sessionExpired: 'session.expired',
  opsUnauthorized: 'ops.unauthorized',
  featureDisabled: 'feature.disabled',
  /** 403: the Module-Id header names another module than the call's own (SPEC.md section 6). */
  moduleMismatch: 'module.mismatch',
  /** 403: the account may not use this module (e.g. an agent function called by a player). */
  permissionDenied: 'permission.denied',
  serverError: 'server.error',
  /** 503: the platform's database cannot be reached right now; try again shortly. */
  databaseUnavailable: 'database.unavailable',
  /** The Merchant header names no merchant this platform knows. */
  merchantUnknown: 'merchant.unknown',
} as const;
