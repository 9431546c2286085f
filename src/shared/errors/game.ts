// Stable machine codes of the games: the lottery, launching, the in-house studio and the seamless wallet.
// Apart from general.ts so the first page's chunk, which needs only the platform and account codes, does
// not carry them: only the lazy game screens (and the server) import this module.
/** Lottery codes. */
export const LOTTERY_CODES = {
  unknown: 'lottery.unknown',
  /** The issue is no longer open for orders or cancels (closed, drawn or settled). */
  closed: 'lottery.closed',
  /** No open issue right now (the scheduler has not created one yet). */
  noDraw: 'lottery.draw.none',
  /** A sub-order breaks the lottery's rule; `message` says which. */
  betInvalid: 'lottery.bet.invalid',
  fundsInsufficient: 'funds.insufficient',
  orderUnknown: 'lottery.order.unknown',
  /** The sub-order is already won, lost or cancelled. */
  subOrderSettled: 'lottery.suborder.settled',
  /** The order would take a selection of this draw past the lottery's liability cap (409). */
  liabilityExceeded: 'lottery.liability.exceeded',
} as const;
/** Launching and the in-house studio. */
export const STUDIO_CODES = {
  gameUnknown: 'game.unknown',
  /** The game is switched off or has no engine. */
  gameUnavailable: 'game.unavailable',
  /** No adapter is configured for the game's vendor (409). */
  vendorUnavailable: 'vendor.unavailable',
  fundsInsufficient: 'funds.insufficient',
  /** Seamless wallet: missing or wrong signature, or unknown vendor (401). */
  signatureInvalid: 'seamless.signature.invalid',
  playerTokenInvalid: 'player.token.invalid',
  /** A win for a round with no bet, or whose bet was rolled back. */
  roundUnknown: 'round.unknown',
  /** A second bet in the same round. */
  roundConflict: 'round.conflict',
  /** A transaction id seen before with another member, round or amount (409). */
  transactionMismatch: 'transaction.mismatch',
  /** A bet whose rollback arrived first (a tombstone): refused, nothing moves (409). */
  betRolledBack: 'bet.rolled.back',
  /** A rollback of a round that already has its win (409). */
  roundSettled: 'round.settled',
  /** An amount outside the configured limits (400). */
  amountInvalid: 'amount.invalid',
  /** Free-trial play money cannot be staked with third-party vendors (403). */
  trialVendorRefused: 'trial.vendor.refused',
  betInvalid: 'bet.invalid',
  /** A live game's round is still open: finish it first (a second bet, or rotating the seed: 409). */
  roundOpen: 'studio.round.open',
  /** Verifying a round whose server seed is still live (rotate first). */
  seedLive: 'seed.live',
} as const;
