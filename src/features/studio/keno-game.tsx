import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYS,
  type KenoOutcome,
} from '../../shared/studio/keno.ts';
import { BetPicker } from './bet-picker.tsx';
import { useMoney } from './currency.ts';
import { times } from './display.ts';
import styles from './keno.module.css';
import common from './studio.module.css';
import type { PlayChoice } from './studio-game.tsx';

interface Props {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

const BOARD = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** Pick 1-6 of 1-40; 10 are drawn (src/shared/studio/keno.ts) and the hits pay by the table shown. */
export function KenoGame({ bets, busy, play }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [picks, setPicks] = useState<number[]>([]);
  const [last, setLast] = useState<{ outcome: KenoOutcome; winCents: number } | null>(null);
  const pays = KENO_PAYS[picks.length] ?? [];
  const drawn = new Set(last?.outcome.drawn);
  const full = picks.length >= KENO_MAX_PICKS;

  const toggle = (n: number) => {
    setLast(null);
    setPicks((old) => (old.includes(n) ? old.filter((p) => p !== n) : full ? old : [...old, n]));
  };
  const draw = () => {
    play({ betCents: bet, keno: { picks } })
      .then(({ round }) => {
        if (round.outcome.game === 'keno') setLast({ outcome: round.outcome, winCents: round.winCents });
      })
      .catch(() => undefined); // shown by the studio table
  };
  const count = picks.length;

  return (
    <section className={common.panel} aria-label={t`Keno`}>
      <fieldset className={styles.board} disabled={busy}>
        <legend className={common.label}>
          <Trans>
            Pick up to {KENO_MAX_PICKS} numbers ({count} picked)
          </Trans>
        </legend>
        {BOARD.map((n) => {
          const picked = picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={styles.number}
              aria-pressed={picked}
              data-drawn={drawn.has(n) || undefined}
              data-hit={(picked && drawn.has(n)) || undefined}
              disabled={!picked && full}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          );
        })}
      </fieldset>
      <p className={common.result} role="status" aria-live="polite">
        {busy ? (
          <Trans>Drawing…</Trans>
        ) : !last ? (
          count === 0 ? (
            <Trans>Pick your numbers, then draw.</Trans>
          ) : (
            <Trans>{KENO_DRAWN} numbers will be drawn.</Trans>
          )
        ) : last.winCents > 0 ? (
          <span className={common.won}>
            <Trans>
              {last.outcome.hits} of your {last.outcome.picks.length} drawn: you won {money(last.winCents)}
            </Trans>
          </span>
        ) : (
          <Trans>
            {last.outcome.hits} of your {last.outcome.picks.length} drawn: no win this time.
          </Trans>
        )}
      </p>
      {count > 0 ? (
        <table className={styles.pays}>
          <caption className={common.label}>
            <Trans>What {count} picks pay</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="row">
                <Trans>Hits</Trans>
              </th>
              {pays.map((_, hits) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a hit count is its column
                <td key={hits}>{hits}</td>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Pays</Trans>
              </th>
              {pays.map((m, hits) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a hit count is its column
                <td key={hits}>{m ? times(m) : '–'}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={busy} />
      <div className={styles.actions}>
        <button
          type="button"
          className="button-secondary"
          disabled={busy || count === 0}
          onClick={() => {
            setPicks([]);
            setLast(null);
          }}
        >
          <Trans>Clear</Trans>
        </button>
        <button
          type="button"
          className={`button-primary ${common.action}`}
          disabled={busy || count === 0}
          onClick={draw}
        >
          <Trans>Draw</Trans>
        </button>
      </div>
    </section>
  );
}
