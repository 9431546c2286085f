import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants/language.ts';

/** Client-only UI state (DESIGN.md section 4). */
export const uiStore = proxy({
  language: DEFAULT_LANGUAGE as Language,
  balanceHidden: false,
});
