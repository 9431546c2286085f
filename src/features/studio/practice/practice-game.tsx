import { useMemo } from 'react';
import type { StudioGame } from '../../../shared/studio/games.ts';
import { StudioClient } from '../studio-game.tsx';
import { practiceBackend } from './practice-backend.ts';

interface Props {
  game: StudioGame;
  gameId: string;
}

/**
 * Practice offline: the studio's own table and screens over the practice backend (FUN money in this tab,
 * nothing sent to the server). Its own chunk, loaded only when the player chooses to practise.
 */
export function PracticeGame({ game, gameId }: Props) {
  const backend = useMemo(() => practiceBackend(game, gameId), [game, gameId]);
  return <StudioClient game={game} backend={backend} />;
}
