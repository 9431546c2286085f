import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PLINKO_RISK_NAMES } from '../../lib/studio-names.ts';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import { PLINKO_RISKS, type PlinkoRisk } from '../../shared/studio/games.ts';
import { PLINKO_PAYS, PLINKO_ROWS, type PlinkoOutcome } from '../../shared/studio/plinko.ts';
import { BetPicker } from './bet-picker.tsx';
import { useMoney } from './currency.ts';
import { times } from './display.ts';
import styles from './plinko.module.css';
import common from './studio.module.css';
import type { PlayChoice } from './studio-game.tsx';

interface Props {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

// The board in SVG units: pegs `GAP` apart, one row every `ROW`; slot s sits under x = middle + (s - 6) * GAP.
const WIDTH = 320;
const GAP = WIDTH / (PLINKO_ROWS + 2);
const ROW = 20;
const TOP = 16;
const SLOTS_Y = TOP + PLINKO_ROWS * ROW;
const MIDDLE = WIDTH / 2;
const slotX = (slot: number) => MIDDLE + (slot - PLINKO_ROWS / 2) * GAP;

const SLOTS = Array.from({ length: PLINKO_ROWS + 1 }, (_, slot) => slot);

const PEGS = Array.from({ length: PLINKO_ROWS }, (_, row) =>
  Array.from({ length: row + 3 }, (_, i) => ({ x: MIDDLE + (i - (row + 2) / 2) * GAP, y: TOP + row * ROW })),
).flat();

/** The ball's way down: from the top, half a gap left or right under each row of pegs. */
function pathPoints(path: readonly boolean[]): string {
  const points = [`${MIDDLE},0`];
  let rights = 0;
  path.forEach((right, row) => {
    if (right) rights++;
    points.push(`${MIDDLE + (rights * 2 - (row + 1)) * (GAP / 2)},${TOP + row * ROW + ROW / 2}`);
  });
  return points.join(' ');
}

/** A ball through 12 rows of pegs (src/shared/studio/plinko.ts): the seed decides its path before it falls. */
export function PlinkoGame({ bets, busy, play }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [risk, setRisk] = useState<PlinkoRisk>('low');
  const [last, setLast] = useState<{ id: string; outcome: PlinkoOutcome; winCents: number } | null>(null);
  const pays = PLINKO_PAYS[risk];

  const drop = () => {
    play({ betCents: bet, plinko: { risk } })
      .then(({ round }) => {
        if (round.outcome.game === 'plinko')
          setLast({ id: round.roundId, outcome: round.outcome, winCents: round.winCents });
      })
      .catch(() => undefined); // shown by the studio table
  };

  return (
    <section className={common.panel} aria-label={t`Plinko`}>
      <svg
        className={styles.board}
        viewBox={`0 0 ${WIDTH} ${SLOTS_Y + 30}`}
        role="img"
        aria-label={t`Plinko board with ${PLINKO_ROWS} rows of pegs`}
      >
        {PEGS.map((p) => (
          <circle key={`${p.x}:${p.y}`} className={styles.peg} cx={p.x} cy={p.y} r={2.5} />
        ))}
        {SLOTS.map((slot) => (
          <g
            key={slot}
            data-hot={(pays[slot] ?? 0) >= 200 || undefined}
            data-landed={last?.outcome.slot === slot || undefined}
          >
            <rect
              className={styles.slot}
              x={slotX(slot) - GAP / 2 + 1}
              y={SLOTS_Y}
              width={GAP - 2}
              height={24}
              rx={4}
            />
            <text className={styles.slotText} x={slotX(slot)} y={SLOTS_Y + 16}>
              {(pays[slot] ?? 0) / 100}
            </text>
          </g>
        ))}
        {last ? (
          <g key={last.id}>
            <polyline className={styles.trail} points={pathPoints(last.outcome.path)} pathLength={1} />
            <circle className={styles.ball} cx={slotX(last.outcome.slot)} cy={SLOTS_Y - 6} r={6} />
          </g>
        ) : null}
      </svg>
      <p className={common.result} role="status" aria-live="polite">
        {busy ? (
          <Trans>Dropping…</Trans>
        ) : !last ? (
          <Trans>Choose a risk and drop the ball.</Trans>
        ) : last.winCents > 0 ? (
          <span className={common.won}>
            <Trans>
              Landed on {times(last.outcome.multiplierX100)}: you won {money(last.winCents)}
            </Trans>
          </span>
        ) : (
          <Trans>Landed on {times(last.outcome.multiplierX100)}: no win this time.</Trans>
        )}
      </p>
      <fieldset className={common.toggle} data-columns="3">
        <legend className="visually-hidden">
          <Trans>Risk</Trans>
        </legend>
        {PLINKO_RISKS.map((r) => (
          <button key={r} type="button" aria-pressed={risk === r} disabled={busy} onClick={() => setRisk(r)}>
            {t(PLINKO_RISK_NAMES[r])}
          </button>
        ))}
      </fieldset>
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={busy} />
      <button type="button" className={`button-primary ${common.action}`} disabled={busy} onClick={drop}>
        <Trans>Drop the ball</Trans>
      </button>
    </section>
  );
}
