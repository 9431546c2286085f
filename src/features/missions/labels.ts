// Texts of the leaderboard screen: the rules, the categories and the missions' own codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { MISSION_CODES } from '../../shared/errors/mission.ts';
import { EXCLUSION_CODES } from '../../shared/errors/protection.ts';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [MISSION_CODES.disabled]: msg`Missions are not offered on this site.`,
  [MISSION_CODES.notFound]: msg`This mission has ended.`,
  [MISSION_CODES.incomplete]: msg`Finish the mission first, then claim its reward.`,
  [MISSION_CODES.claimed]: msg`You already claimed this mission's reward.`,
  [MISSION_CODES.budgetExhausted]: msg`This mission's rewards have all been given out.`,
  [EXCLUSION_CODES.excluded]: msg`This account is on a time-out or self-excluded.`,
};

export const missionErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);
