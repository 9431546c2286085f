import { useLingui } from '@lingui/react/macro';
import { addDays, operatorDay } from '../../lib/record-range.ts';
import type { Pnl } from '../../shared/schemas/records.ts';
import styles from './records.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const GAP = 2;
/** Fewer days than this still draw as narrow bars (a single day is not a wall of colour). */
const MIN_SLOTS = 7;

/** Every day of the range, oldest first, with the days without movement as 0. */
function everyDay(pnl: Pnl): { day: string; netCents: number }[] {
  const net = new Map(pnl.days.map((d) => [d.day, d.netCents]));
  const last = operatorDay(Date.parse(pnl.to) - 1);
  const days = [];
  for (let day = operatorDay(Date.parse(pnl.from)); day <= last && days.length < 400; day = addDays(day, 1)) {
    days.push({ day, netCents: net.get(day) ?? 0 });
  }
  return days;
}

/**
 * Net per day as bars around a zero line: wins up (green), losses down (red). A picture only: the
 * table under it says the same in text (`describedBy`).
 */
export function PnlChart({ pnl, describedBy }: { pnl: Pnl; describedBy: string }) {
  const { t } = useLingui();
  const days = everyDay(pnl);
  const largest = Math.max(1, ...days.map((d) => Math.abs(d.netCents)));
  const mid = HEIGHT / 2;
  const slot = WIDTH / Math.max(days.length, MIN_SLOTS);
  // Right-aligned: today is always at the end.
  const offset = WIDTH - slot * days.length;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t`Net per day`}
      aria-describedby={describedBy}
    >
      <line className={styles.axis} x1={0} x2={WIDTH} y1={mid} y2={mid} />
      {days.map((d, i) => {
        const h = (Math.abs(d.netCents) / largest) * (mid - 4);
        return (
          <rect
            key={d.day}
            className={d.netCents < 0 ? styles.barLoss : styles.bar}
            x={offset + i * slot + GAP / 2}
            width={Math.max(slot - GAP, 1)}
            y={d.netCents < 0 ? mid : mid - h}
            height={d.netCents === 0 ? 0 : Math.max(h, 1)}
          />
        );
      })}
    </svg>
  );
}
