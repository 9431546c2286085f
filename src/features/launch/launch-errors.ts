import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, NETWORK_ERROR } from '../../lib/http.ts';
import { STUDIO_CODES } from '../../shared/errors/game.ts';

/** One table of translated reasons a launch can fail (DESIGN.md section 3: codes map to messages). */
const MESSAGES: Record<string, MessageDescriptor> = {
  [STUDIO_CODES.gameUnknown]: msg`This game could not be found.`,
  [STUDIO_CODES.gameUnavailable]: msg`This game is not available right now.`,
  [STUDIO_CODES.vendorUnavailable]: msg`This game provider is not available right now.`,
  [STUDIO_CODES.playerTokenInvalid]: msg`Your game session has ended. Please open the game again.`,
  [STUDIO_CODES.fundsInsufficient]: msg`Your balance is too low for this game.`,
  [STUDIO_CODES.betInvalid]: msg`This bet is not allowed.`,
  [STUDIO_CODES.seedLive]: msg`Rotate the seed first to check this round.`,
  [STUDIO_CODES.roundUnknown]: msg`This round could not be found.`,
  [STUDIO_CODES.roundConflict]: msg`This round was already played.`,
  [STUDIO_CODES.signatureInvalid]: msg`The game provider could not be verified.`,
  // SPEC.md section 8: "Please login an actual account to use this function." (the wording the
  // member centre's free_reject already uses).
  [STUDIO_CODES.trialVendorRefused]: msg`Please log in with a real account to use this function.`,
  [NETWORK_ERROR]: msg`We cannot reach the server. Check your connection and try again.`,
};
const FALLBACK = msg`The game could not be opened. Please try again in a moment.`;

export function launchErrorMessage(error: unknown): MessageDescriptor {
  return (error instanceof ApiError && MESSAGES[error.code]) || FALLBACK;
}

/** A free-trial account asked for a third-party game: its way forward is a real account, not a retry. */
export const isTrialRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === STUDIO_CODES.trialVendorRefused;

/** Refusals a retry cannot change (no such game, or its provider is not on offer): the way on is the lobby. */
const FINAL = new Set<string>([
  STUDIO_CODES.gameUnknown,
  STUDIO_CODES.gameUnavailable,
  STUDIO_CODES.vendorUnavailable,
]);
export const isFinalRefusal = (error: unknown) => error instanceof ApiError && FINAL.has(error.code);
