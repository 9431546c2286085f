import type { GameCategory } from '../../shared/constants/lobby.ts';

/** Where a category link goes (SPEC.md section 2): the lottery category to /m/lottery, others to the list. */
export const categoryLink = (gameType: GameCategory) =>
  gameType === 'LOTT'
    ? ({ to: '/m/lottery' } as const)
    : ({ to: '/m/gameList', search: { gameType } } as const);
