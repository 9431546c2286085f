import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import type { CalcLine } from '../../shared/schemas/agent-contracts.ts';
import styles from './contracts.module.css';
import { formatShare } from './format.ts';
import { LINE_LABELS } from './labels.ts';

const CENTS = new Set<CalcLine['key']>(['turnover', 'loss', 'salary', 'amount']);

/** A calculation line by line: the settlement's stored lines, or the calculator's. */
export function CalcLines({ lines }: { lines: readonly CalcLine[] }) {
  const { t, i18n } = useLingui();
  const value = (l: CalcLine) => {
    if (CENTS.has(l.key)) return formatPeso(l.value, i18n.locale);
    if (l.key === 'share') return formatShare(l.value, i18n.locale);
    if (l.key === 'tier') return l.value ? t`Tier ${l.value}` : t`None`;
    return new Intl.NumberFormat(i18n.locale).format(l.value);
  };
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        <Trans>Calculation</Trans>
      </caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} data-testid={`calc-${l.key}`}>
            <th scope="row">{t(LINE_LABELS[l.key])}</th>
            <td>{value(l)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
