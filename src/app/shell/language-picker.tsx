import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { activateLanguage } from '../../lib/i18n.ts';
import { type Language, LOCALE_OF } from '../../shared/constants/language.ts';
import { uiStore } from '../../stores/ui.ts';
import styles from './menu-popover.module.css';

/** Language names are written in their own language, so they are not translated. */
const OPTIONS: readonly { code: Language; name: string }[] = [
  { code: 'EN', name: 'English' },
  { code: 'TY', name: 'Filipino' },
];

/** The picker offers EN and TY (SPEC.md section 1). */
export function LanguagePicker() {
  const { language } = useSnapshot(uiStore);
  const router = useRouter();

  const choose = async (code: Language) => {
    if (code === language) return;
    await activateLanguage(code);
    // A `?lang=` in the address would win on the next reload; the picked language should.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      router.history.replace(`${url.pathname}${url.search}${url.hash}`);
    }
  };

  return (
    <fieldset className={styles.languages}>
      <legend className={styles.languagesLabel}>
        <Trans>Language</Trans>
      </legend>
      <div className={styles.languageOptions}>
        {OPTIONS.map((o) => (
          <button
            key={o.code}
            type="button"
            lang={LOCALE_OF[o.code]}
            aria-pressed={language === o.code}
            className={styles.languageOption}
            onClick={() => void choose(o.code)}
          >
            {o.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
