// What a player may see of an open round of a live game (crash, mines): never what decides it, the crash
// point or where the mines are. The server's studio (server/studio/live-rounds.ts) and the practice studio
// in the app (src/features/studio/practice/) answer the same view.
import type { LiveRound } from '../schemas/studio.ts';
import { minesMultiplierX100 } from './mines.ts';
import type { RoundOutcome } from './rounds.ts';

/** `elapsedMs`: how long since a crash round's multiplier started climbing (unused for mines). */
export function liveView(
  round: { roundId: string; betCents: number; outcome: RoundOutcome },
  elapsedMs: number,
): LiveRound {
  const { outcome } = round;
  const base = { roundId: round.roundId, betCents: round.betCents, crash: null, mines: null };
  if (outcome.game === 'crash')
    return {
      ...base,
      game: 'crash',
      crash: { autoX100: outcome.autoX100, elapsedMs: Math.max(0, elapsedMs) },
    };
  if (outcome.game !== 'mines') throw new Error(`round ${round.roundId} is not a live game's`);
  const safe = outcome.revealed.length;
  return {
    ...base,
    game: 'mines',
    mines: {
      mines: outcome.mines,
      revealed: outcome.revealed,
      multiplierX100: minesMultiplierX100(outcome.mines, safe),
      nextX100: minesMultiplierX100(outcome.mines, safe + 1),
    },
  };
}
