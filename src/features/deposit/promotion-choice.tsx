import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import { bonusOf, type DepositOffer, offerCapOf } from './api.ts';
import styles from './deposit.module.css';

interface Props {
  offers: DepositOffer[];
  /** The typed amount (null while it is not a valid amount). */
  amountCents: number | null;
  /** The chosen promotion's id; null: none (the default). */
  value: number | null;
  onChange: (id: number | null) => void;
}

/**
 * The deposit promotions the member may take with this deposit (issue 14): none by default; each shows,
 * before it is chosen, the bonus this amount earns, its cap and the turnover the bonus adds to
 * withdrawals. One whose minimum deposit the amount does not reach cannot be chosen.
 */
export function PromotionChoice({ offers, amountCents, value, onChange }: Props) {
  const { i18n, t } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  return (
    <fieldset className={styles.offers}>
      <legend className={styles.offersLegend}>{t`Deposit bonus`}</legend>
      <label className={styles.offer}>
        <input type="radio" name="promotion" checked={value === null} onChange={() => onChange(null)} />
        <span className={styles.offerTitle}>
          <Trans>No bonus</Trans>
        </span>
      </label>
      {offers.map((o) => {
        const bonus = bonusOf(o, amountCents);
        const reachable = amountCents !== null && amountCents >= o.minDepositCents;
        const cap = peso(offerCapOf(o));
        const min = peso(o.minDepositCents);
        const percent = o.percent;
        const times = o.turnoverMultiplier;
        const bonusText = peso(bonus);
        const turnover = peso(bonus * times);
        return (
          <label key={o.id} className={styles.offer} data-disabled={reachable ? undefined : ''}>
            <input
              type="radio"
              name="promotion"
              checked={value === o.id}
              disabled={!reachable}
              onChange={() => onChange(o.id)}
            />
            <span className={styles.offerTitle}>{o.title}</span>
            <span className={styles.offerTerms}>
              <Trans>
                {percent}% bonus up to {cap} · min. deposit {min}
              </Trans>
            </span>
            {reachable ? (
              <span className={styles.offerBonus}>
                <Trans>
                  Bonus {bonusText} · turnover to withdraw it: {turnover} ({times}× the bonus)
                </Trans>
              </span>
            ) : (
              <span className={styles.offerTerms}>
                <Trans>Deposit at least {min} for this bonus.</Trans>
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
