import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory } from '../../shared/constants/lobby.ts';

/** The name of each game category, wherever a category is named (tabs, list titles, drawer links). */
export const CATEGORY_LABELS: Record<GameCategory, MessageDescriptor> = {
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  PVP: msg`Cards`,
  INHOUSE: msg`In-house`,
  COCKFIGHT: msg`Cockfighting`,
  ELOTT: msg`E-lottery`,
  LOTT: msg`Lottery`,
};
