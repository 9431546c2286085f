import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useState } from 'react';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import { type SlotOutcome, type SlotSymbol, slotOutcome } from '../../shared/studio/slot.ts';
import { BetPicker } from './bet-picker.tsx';
import { useMoney } from './currency.ts';
import { slotSymbol, winningCells } from './display.ts';
import styles from './slot.module.css';
import { SlotSymbolArt } from './slot-symbols.tsx';
import common from './studio.module.css';
import type { PlayChoice } from './studio-game.tsx';

interface Props {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

const NAMES: Record<SlotSymbol, MessageDescriptor> = {
  cherry: msg`Cherry`,
  lemon: msg`Lemon`,
  bell: msg`Bell`,
  star: msg`Star`,
  seven: msg`Seven`,
  diamond: msg`Diamond`,
};

/** The window as positioned cells: reels and rows are fixed places, so their ids are stable keys. */
const reelsOf = (window: number[][]) =>
  window.map((column, reel) => ({
    reel,
    cells: column.map((symbol, row) => ({ cell: `${reel}:${row}`, name: slotSymbol(symbol) })),
  }));

/** 3 reels x 3 rows, 5 lines (src/shared/studio/slot.ts): the server decides, the reels only show it. */
export function SlotMachine({ bets, busy, play }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [last, setLast] = useState<{ id: string; outcome: SlotOutcome; winCents: number } | null>(null);
  const outcome = last?.outcome ?? slotOutcome([0, 0, 0]);
  const lit = last ? winningCells(outcome.lines) : new Set<string>();

  const spin = () => {
    play({ betCents: bet })
      .then(({ round }) => {
        if (round.outcome.game === 'slot')
          setLast({ id: round.roundId, outcome: round.outcome, winCents: round.winCents });
      })
      .catch(() => undefined); // shown by the studio table
  };

  return (
    <section className={common.panel} aria-label={t`Slot machine`}>
      <div className={styles.reels} data-spinning={busy || undefined}>
        {reelsOf(outcome.window).map(({ reel, cells }) => (
          // Keyed by round: each result remounts the strip, which replays the landing animation.
          <div
            className={styles.reel}
            key={`${last?.id ?? 'idle'}-${reel}`}
            style={{ '--reel': reel } as CSSProperties}
          >
            {cells.map(({ cell, name }) => (
              <span
                key={cell}
                role="img"
                aria-label={t(NAMES[name])}
                className={lit.has(cell) ? `${styles.cell} ${styles.win}` : styles.cell}
              >
                <SlotSymbolArt name={name} />
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className={common.result} role="status" aria-live="polite">
        {busy ? (
          <Trans>Spinning…</Trans>
        ) : !last ? (
          <Trans>Pick a bet and spin. Five lines pay.</Trans>
        ) : last.winCents > 0 ? (
          <span className={common.won}>
            <Trans>You won {money(last.winCents)}</Trans>
          </span>
        ) : (
          <Trans>No win this time.</Trans>
        )}
      </p>
      {last && last.outcome.lines.length > 0 ? (
        <ul className={styles.lines}>
          {last.outcome.lines.map((l) => (
            <li key={l.line}>
              <Trans>
                Line {l.line + 1} pays ×{l.multiplier}
              </Trans>
            </li>
          ))}
        </ul>
      ) : null}
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={busy} />
      <button type="button" className={`button-primary ${common.action}`} disabled={busy} onClick={spin}>
        <Trans>Spin</Trans>
      </button>
    </section>
  );
}
