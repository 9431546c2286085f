import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, NETWORK_ERROR } from '../../lib/http.ts';
import { STUDIO_CODES } from '../../shared/errors/game.ts';
import { LIMIT_CODES } from '../../shared/errors/protection.ts';

/** Translated reasons a studio call fails (DESIGN.md section 3: one table per domain). */
const MESSAGES: Record<string, MessageDescriptor> = {
  [STUDIO_CODES.fundsInsufficient]: msg`Not enough balance for this bet. Lower the bet or top up.`,
  [STUDIO_CODES.betInvalid]: msg`This bet is not allowed.`,
  [LIMIT_CODES.lossExceeded]: msg`This bet would go over your loss limit. You can see your limits under Responsible gaming.`,
  [STUDIO_CODES.playerTokenInvalid]: msg`Your game session has ended. Go back to the lobby and open the game again.`,
  [STUDIO_CODES.gameUnavailable]: msg`This game is not available right now.`,
  [STUDIO_CODES.roundOpen]: msg`You have a round of this game still open. Finish it first, then try again.`,
  [STUDIO_CODES.seedLive]: msg`Rotate the seed first to check this round.`,
  'wallet.failed': msg`The wallet did not answer. Your balance is unchanged; please try again.`,
  [NETWORK_ERROR]: msg`We cannot reach the server. Check your connection and try again.`,
};
const FALLBACK = msg`Something went wrong. Please try again.`;

export const studioErrorMessage = (error: unknown): MessageDescriptor =>
  (error instanceof ApiError && MESSAGES[error.code]) || FALLBACK;
