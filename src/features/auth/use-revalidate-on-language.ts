import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { FIELD_REVALIDATE_DEBOUNCE_MS } from '../../shared/constants.ts';

/**
 * After a language change, runs `revalidate` once (debounced FIELD_REVALIDATE_DEBOUNCE_MS) so filled
 * fields that show an error show it again in the new language (SPEC.md section 4, login method).
 */
export function useRevalidateOnLanguage(revalidate: () => void): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const first = useRef(locale);
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    if (locale === first.current) return;
    first.current = locale;
    const timer = setTimeout(() => latest.current(), FIELD_REVALIDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [locale]);
}
