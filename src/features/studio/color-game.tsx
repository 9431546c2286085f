import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { COLOUR_NAMES } from '../../lib/studio-names.ts';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import type { ColorGameOutcome } from '../../shared/studio/color-game.ts';
import { COLOR_GAME_COLOURS, type Colour } from '../../shared/studio/games.ts';
import { BetPicker } from './bet-picker.tsx';
import styles from './color-game.module.css';
import { useMoney } from './currency.ts';
import { times } from './display.ts';
import common from './studio.module.css';
import type { PlayChoice } from './studio-game.tsx';

interface Props {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

/** One die as drawn: a rounded square in its colour (the board's colours, not the theme's). */
function Die({ colour, label }: { colour: Colour | undefined; label: string }) {
  return (
    <svg className={styles.die} viewBox="0 0 48 48" role="img" aria-label={label} data-colour={colour}>
      <rect x="3" y="3" width="42" height="42" rx="9" />
      {colour ? null : (
        <text x="24" y="31" textAnchor="middle">
          ?
        </text>
      )}
    </svg>
  );
}

/** The perya's color game (src/shared/studio/color-game.ts): bet on a colour, three dice are rolled. */
export function ColorGame({ bets, busy, play }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [colour, setColour] = useState<Colour>('red');
  const [last, setLast] = useState<{ id: string; outcome: ColorGameOutcome; winCents: number } | null>(null);
  const dice = last?.outcome.dice ?? [undefined, undefined, undefined];
  const shown = last ? last.outcome.dice.map((d) => t(COLOUR_NAMES[d])).join(', ') : '';

  const roll = () => {
    play({ betCents: bet, color: { colour } })
      .then(({ round }) => {
        if (round.outcome.game === 'color')
          setLast({ id: round.roundId, outcome: round.outcome, winCents: round.winCents });
      })
      .catch(() => undefined); // shown by the studio table
  };

  return (
    <section className={common.panel} aria-label={t`Color game`}>
      <div className={styles.dice} key={last?.id ?? 'idle'}>
        {dice.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a die's place is its identity
          <Die key={i} colour={d} label={d ? t(COLOUR_NAMES[d]) : t`Not rolled yet`} />
        ))}
      </div>
      <p className={common.result} role="status" aria-live="polite">
        {busy ? (
          <Trans>Rolling…</Trans>
        ) : !last ? (
          <Trans>Bet on a colour: it pays for each die that shows it.</Trans>
        ) : last.winCents > 0 ? (
          <span className={common.won}>
            <Trans>
              The dice show {shown}: {times(last.outcome.multiplierX100)}, you won {money(last.winCents)}
            </Trans>
          </span>
        ) : (
          <Trans>The dice show {shown}: no win this time.</Trans>
        )}
      </p>
      <fieldset className={styles.colours} disabled={busy}>
        <legend className={common.label}>
          <Trans>Your colour</Trans>
        </legend>
        {COLOR_GAME_COLOURS.map((c) => (
          <label key={c} className={styles.colour} data-colour={c}>
            <input
              type="radio"
              name="colour"
              className="visually-hidden"
              checked={colour === c}
              onChange={() => setColour(c)}
            />
            <span className={styles.swatch} aria-hidden="true" />
            {t(COLOUR_NAMES[c])}
          </label>
        ))}
      </fieldset>
      <p className={common.muted}>
        <Trans>Pays 2× for one die, 3× for two, 4× for three (your stake included).</Trans>
      </p>
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={busy} />
      <button type="button" className={`button-primary ${common.action}`} disabled={busy} onClick={roll}>
        <Trans>Roll the dice</Trans>
      </button>
    </section>
  );
}
