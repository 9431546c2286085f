import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LOTTERY_CODES } from '../../shared/errors/game.ts';
import { LIMIT_CODES } from '../../shared/errors/protection.ts';
import type { LotteryGame } from '../../shared/lottery-rules.ts';
import styles from './lottery.module.css';

/** The current time, ticking every `ms` (countdowns). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** "Closes in 01:23", then "Drawing…" until the next issue appears. */
export function Countdown({ closeAt, now }: { closeAt: string; now: number }) {
  const left = Date.parse(closeAt) - now;
  return (
    <span className={styles.countdown} data-testid="countdown">
      {left > 0 ? <Trans>Closes in {mmss(left)}</Trans> : <Trans>Drawing…</Trans>}
    </span>
  );
}

/** A result as balls (digits for 3D, places for PK10, sorted numbers for 6/45). */
export function Balls({ numbers, game }: { numbers: readonly number[]; game: LotteryGame }) {
  const { t } = useLingui();
  return (
    <ol className={styles.balls} aria-label={t`Result`} data-game={game}>
      {numbers.map((n, i) => (
        // Positions matter in 3D and PK10 and numbers may repeat in 3D: the index is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: positional balls
        <li key={i} className={styles.ball}>
          {game === 'lotto645' ? String(n).padStart(2, '0') : n}
        </li>
      ))}
    </ol>
  );
}

/** The translated text of a lottery failure code. */
export function useLotteryMessage(): (code: string) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case LOTTERY_CODES.fundsInsufficient:
        return t`Your balance is not enough for this order.`;
      case LOTTERY_CODES.closed:
        return t`This issue is closed. Please bet on the next one.`;
      case LOTTERY_CODES.noDraw:
        return t`No issue is open right now. Please try again in a moment.`;
      case LOTTERY_CODES.betInvalid:
        return t`Please check your numbers.`;
      case LOTTERY_CODES.liabilityExceeded:
        return t`This selection has reached its limit for this draw. Lower the stake or pick other numbers.`;
      case LOTTERY_CODES.subOrderSettled:
        return t`This bet is already settled.`;
      case LIMIT_CODES.lossExceeded:
        return t`This bet would go over your loss limit. You can see your limits under Responsible gaming.`;
      case LOTTERY_CODES.unknown:
      case LOTTERY_CODES.orderUnknown:
        return t`Not found.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
