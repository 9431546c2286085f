import { useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import type { KindTerms } from '../../shared/agent-pay.ts';
import styles from './contracts.module.css';
import { formatShare } from './format.ts';

/** A contract's tiers: what each asks and what it pays. */
export function TermsTable({ contract }: { contract: KindTerms }) {
  const { t, i18n } = useLingui();
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t`Tier`}</th>
          <th scope="col">{contract.kind === 'dividend' ? t`Minimum loss` : t`Minimum turnover`}</th>
          <th scope="col">{t`Active players`}</th>
          <th scope="col">{contract.kind === 'dividend' ? t`Share` : t`Salary`}</th>
        </tr>
      </thead>
      <tbody>
        {contract.kind === 'dividend'
          ? contract.terms.tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no id
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>{formatPeso(tier.minLossCents, i18n.locale)}</td>
                <td>{count(tier.minActivePlayers)}</td>
                <td>{formatShare(tier.shareBp, i18n.locale)}</td>
              </tr>
            ))
          : contract.terms.tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no id
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>{formatPeso(tier.minTurnoverCents, i18n.locale)}</td>
                <td>{count(tier.minActivePlayers)}</td>
                <td>{formatPeso(tier.salaryCents, i18n.locale)}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
