import { useLingui } from '@lingui/react/macro';
import { COUNTRY_DIALING_CODES } from '../../shared/constants/accounts.ts';
import styles from './form.module.css';

export type DialingCode = (typeof COUNTRY_DIALING_CODES)[number]['code'];
export const DEFAULT_DIALING_CODE: DialingCode = COUNTRY_DIALING_CODES[0].code;

export function isDialingCode(value: unknown): value is DialingCode {
  return COUNTRY_DIALING_CODES.some((c) => c.code === value);
}

/** The country dialing-code picker (COUNTRY_DIALING_CODES, PH first). */
export function DialingCodeSelect({
  value,
  onChange,
  disabled,
}: {
  value: DialingCode;
  onChange: (code: DialingCode) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <select
      className={styles.select}
      aria-label={t`Country dialing code`}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isDialingCode(next)) onChange(next);
      }}
    >
      {COUNTRY_DIALING_CODES.map((c) => (
        <option key={c.code} value={c.code}>
          +{c.code} {c.country}
        </option>
      ))}
    </select>
  );
}
