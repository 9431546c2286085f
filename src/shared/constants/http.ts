// The HTTP contract's headers and devices (DESIGN.md section 3).

// HTTP contract (DESIGN.md section 3)
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  moduleId: 'Module-Id',
  token: 'Token',
  /** On a sealed body (login, register): its algorithm, src/shared/sealed-body.ts. */
  encryption: 'Encryption',
} as const;
export const DEVICES = { MOBILE: 'MOBILE', STANDALONE: 'OTHERS' } as const;
