// Texts operators write (a mission's title, a channel's name, a VIP level's notes) are kept in English with
// an optional Filipino version (TY, the default language): a player reads the one of their language, and
// the English where no Filipino one was written.
import type { Language } from '../../src/shared/constants/language.ts';

export const inLanguage = (language: Language, en: string, ty: string | null | undefined): string =>
  language === 'TY' && ty ? ty : en;
