// The installed app's icon badge (Badging API where the browser has it; elsewhere nothing happens).
// Its own module, without dependencies: sign-out clears the badge without loading the inbox count.

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Shows `count` on the app's icon; 0 clears it. */
export function setAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgingNavigator;
  // Refused outside an installed app or without permission: a badge is a nicety, never an error.
  const ignore = () => undefined;
  if (count > 0) nav.setAppBadge?.(count)?.catch(ignore);
  else nav.clearAppBadge?.()?.catch(ignore);
}
