// Build-time settings; the merchant code and theme are fixed per build (SPEC.md section 1).
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE ?? 'SWERTE';
/**
 * How long a call waits for the platform's answer before it counts as no answer (offline): a server
 * that accepts connections but never answers must not leave the app waiting forever.
 */
export const REQUEST_TIMEOUT_MS: number = Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS) || 15_000;
declare const __BUILD_ID__: string;
export const BUILD_ID: string = __BUILD_ID__;
