// The studio's words players read, shared by the screens that name its games (the launcher, the tables,
// the fairness page). Message descriptors only: each screen translates them in its own language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Colour, PlinkoRisk, StudioGame } from '../shared/studio/games.ts';

export const STUDIO_GAME_TITLES: Record<StudioGame, MessageDescriptor> = {
  slot: msg`Swerte Slots`,
  dice: msg`Swerte Dice`,
  plinko: msg`Swerte Plinko`,
  keno: msg`Swerte Keno`,
  color: msg`Color Game`,
  crash: msg`Swerte Crash`,
  mines: msg`Swerte Mines`,
};

export const PLINKO_RISK_NAMES: Record<PlinkoRisk, MessageDescriptor> = {
  low: msg`Low risk`,
  medium: msg`Medium risk`,
  high: msg`High risk`,
};

export const COLOUR_NAMES: Record<Colour, MessageDescriptor> = {
  yellow: msg`Yellow`,
  white: msg`White`,
  pink: msg`Pink`,
  blue: msg`Blue`,
  red: msg`Red`,
  green: msg`Green`,
};
