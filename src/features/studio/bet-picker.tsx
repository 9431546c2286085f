import { Trans } from '@lingui/react/macro';
import { useMoney } from './currency.ts';
import styles from './studio.module.css';

interface Props {
  bets: readonly number[];
  value: number;
  onChange: (cents: number) => void;
  disabled: boolean;
}

/** The allowed bets as a radio group of large buttons (one tap, no dropdown on a phone). */
export function BetPicker({ bets, value, onChange, disabled }: Props) {
  const money = useMoney();
  return (
    <fieldset className={styles.bets} disabled={disabled}>
      <legend className={styles.label}>
        <Trans>Bet</Trans>
      </legend>
      <div className={styles.betRow}>
        {bets.map((cents) => (
          <label key={cents} className={cents === value ? `${styles.bet} ${styles.betOn}` : styles.bet}>
            <input
              type="radio"
              name="bet"
              className="visually-hidden"
              checked={cents === value}
              onChange={() => onChange(cents)}
            />
            {money(cents)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
