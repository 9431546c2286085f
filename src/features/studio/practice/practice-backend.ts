import { queryOptions } from '@tanstack/react-query';
import type { StudioGame } from '../../../shared/studio/games.ts';
import { studioKeys } from '../api.ts';
import type { StudioBackend } from '../backend.ts';
import { PracticeStudio } from './practice-studio.ts';

/** The tab's one practice studio: one FUN balance and one seed for every game opened in practice. */
let tabStudio: PracticeStudio | undefined;
function tabPracticeStudio(): PracticeStudio {
  tabStudio ??= new PracticeStudio();
  return tabStudio;
}

/**
 * Practice for `game`: the studio table's backend played in this tab. Its cache entries are named apart
 * from any launch token's or real history's (`practice:` never starts a token or a catalogue gameId), and
 * its queries run without a network (TanStack pauses them offline by default).
 */
export function practiceBackend(
  game: StudioGame,
  gameId: string,
  studio: PracticeStudio = tabPracticeStudio(),
): StudioBackend {
  const practiceId = `practice:${gameId}`;
  return {
    practice: true,
    session: queryOptions({
      queryKey: studioKeys.session(practiceId),
      queryFn: () => studio.session(game, gameId),
      networkMode: 'always',
      meta: { persist: false },
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
    }),
    rounds: queryOptions({
      queryKey: studioKeys.rounds(practiceId),
      queryFn: () => studio.rounds(gameId),
      networkMode: 'always',
      meta: { persist: false },
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
    play: (move) => studio.play(game, gameId, move),
    start: (move) => studio.start(game, gameId, move),
    act: (roundId, action, signal) => studio.act(gameId, roundId, action, signal),
    rotate: (clientSeed) => studio.rotate(clientSeed),
  };
}
