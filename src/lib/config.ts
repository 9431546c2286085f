// Build-time settings; the merchant code and theme are fixed per build (SPEC.md section 1).
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const MERCHANT_CODE: string = import.meta.env.VITE_MERCHANT_CODE ?? 'SWERTE';
export const TRIAL_MERCHANT_CODE: string = import.meta.env.VITE_TRIAL_MERCHANT_CODE ?? 'SWERTE_TRIAL';
declare const __BUILD_ID__: string;
export const BUILD_ID: string = __BUILD_ID__;
