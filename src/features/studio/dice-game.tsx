import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import type { DiceDirection, DiceOutcome } from '../../shared/studio/dice.ts';
import { BetPicker } from './bet-picker.tsx';
import { useMoney } from './currency.ts';
import styles from './dice.module.css';
import { clampDiceTarget, diceQuote, diceTargetRange, hundredths, mirrorDiceTarget } from './display.ts';
import common from './studio.module.css';
import type { PlayChoice } from './studio-game.tsx';

interface Props {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

/** Roll 0.00-99.99 over or under a target (src/shared/studio/dice.ts): RTP 99 % at every target. */
export function DiceGame({ bets, busy, play }: Props) {
  const { t } = useLingui();
  const money = useMoney();
  const id = useId();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(4950);
  const [last, setLast] = useState<{ outcome: DiceOutcome; winCents: number } | null>(null);
  const range = diceTargetRange(direction);
  const quote = diceQuote(target, direction, bet);

  const turn = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    setTarget((old) => clampDiceTarget(mirrorDiceTarget(old), next));
  };
  const roll = () => {
    play({ betCents: bet, dice: { target, direction } })
      .then(({ round }) => {
        if (round.outcome.game === 'dice') setLast({ outcome: round.outcome, winCents: round.winCents });
      })
      .catch(() => undefined); // shown by the studio table
  };

  return (
    <section className={common.panel} aria-label={t`Dice`}>
      <div className={styles.roll} aria-hidden="true">
        {last ? hundredths(last.outcome.roll) : '--.--'}
      </div>
      <p className={common.result} role="status" aria-live="polite">
        {busy ? (
          <Trans>Rolling…</Trans>
        ) : !last ? (
          <Trans>Pick a target and roll.</Trans>
        ) : last.outcome.won ? (
          <span className={common.won}>
            <Trans>
              Rolled {hundredths(last.outcome.roll)}: you won {money(last.winCents)}
            </Trans>
          </span>
        ) : (
          <Trans>Rolled {hundredths(last.outcome.roll)}: no win this time.</Trans>
        )}
      </p>
      <fieldset className={common.toggle}>
        <legend className="visually-hidden">
          <Trans>Win when the roll is</Trans>
        </legend>
        <button
          type="button"
          aria-pressed={direction === 'under'}
          disabled={busy}
          onClick={() => turn('under')}
        >
          <Trans>Under</Trans>
        </button>
        <button
          type="button"
          aria-pressed={direction === 'over'}
          disabled={busy}
          onClick={() => turn('over')}
        >
          <Trans>Over</Trans>
        </button>
      </fieldset>
      <label className={common.label} htmlFor={`${id}-target`}>
        <Trans>Target</Trans>
      </label>
      <div className={styles.target}>
        <input
          id={`${id}-target`}
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          disabled={busy}
          aria-valuetext={hundredths(target)}
          onChange={(e) => setTarget(clampDiceTarget(Number(e.target.value), direction))}
        />
        <input
          type="number"
          inputMode="decimal"
          aria-label={t`Target value`}
          min={hundredths(range.min)}
          max={hundredths(range.max)}
          step={0.01}
          // Committed on blur: clamping on each keystroke would fight the player's typing.
          key={target}
          defaultValue={hundredths(target)}
          disabled={busy}
          onBlur={(e) => {
            const n = Number(e.target.value);
            setTarget(
              Number.isFinite(n) && e.target.value !== '' ? clampDiceTarget(n * 100, direction) : target,
            );
            e.target.value = hundredths(target);
          }}
        />
      </div>
      <dl className={styles.quote}>
        <div>
          <dt>
            <Trans>Win chance</Trans>
          </dt>
          <dd>{quote.chance}%</dd>
        </div>
        <div>
          <dt>
            <Trans>Payout</Trans>
          </dt>
          <dd>×{quote.payout}</dd>
        </div>
        <div>
          <dt>
            <Trans>Win</Trans>
          </dt>
          <dd>{money(quote.winCents)}</dd>
        </div>
      </dl>
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={busy} />
      <button type="button" className={`button-primary ${common.action}`} disabled={busy} onClick={roll}>
        <Trans>Roll</Trans>
      </button>
    </section>
  );
}
