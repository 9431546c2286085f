import type { ReactNode } from 'react';
import styles from './totals-table.module.css';

export interface TotalsRow {
  key: string;
  /** The row's header: a day, a member, a category. */
  label: ReactNode;
  cells: ReactNode[];
}

/**
 * A report over a date range (the agent's team figures): one row per day, member or category under the
 * column heads, and the totals of the whole range in the foot.
 */
export function TotalsTable({
  caption,
  columns,
  rows,
  totals,
  totalLabel,
  testId,
}: {
  caption: string;
  /** The first column's head, then one per cell. */
  columns: string[];
  rows: TotalsRow[];
  totals: ReactNode[];
  totalLabel: string;
  testId?: string;
}) {
  return (
    // A region a keyboard can scroll too (focusable), named by the table's caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keys
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {r.cells.map((cell, i) => (
                // Cells are positional: the column heads name them.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed column order
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            {totals.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed column order
              <td key={i}>{cell}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
