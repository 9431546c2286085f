// Texts of the team screens: categories (the same words as the player's rebate screens), kinds, statuses.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TeamMemberKind, TeamMemberStatus } from '../../shared/schemas/agent-team.ts';

export const KIND_LABELS: Record<TeamMemberKind, MessageDescriptor> = {
  member: msg`Player`,
  agent: msg`Agent`,
};

export const STATUS_LABELS: Record<TeamMemberStatus, MessageDescriptor> = {
  active: msg`Active`,
  disabled: msg`Disabled`,
  excluded: msg`On a time-out or self-excluded`,
};
