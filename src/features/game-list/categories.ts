import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory } from '../../shared/constants.ts';

/** Category titles of the game-list header and the drawer's category links. */
export const CATEGORY_TITLES: Record<GameCategory, MessageDescriptor> = {
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-Sports`,
  LIVE: msg`Live Casino`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  PVP: msg`Cards`,
  INHOUSE: msg`In-house`,
  COCKFIGHT: msg`Cockfighting`,
  ELOTT: msg`E-Lottery`,
  LOTT: msg`Lottery`,
};

/** Where a category link goes (SPEC.md section 2): the lottery category to /m/lottery, others to the list. */
export const categoryLink = (gameType: GameCategory) =>
  gameType === 'LOTT'
    ? ({ to: '/m/lottery' } as const)
    : ({ to: '/m/gameList', search: { gameType } } as const);
