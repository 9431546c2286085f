import type { LaunchResult } from '../../shared/schemas/studio.ts';
import type { StudioGame } from '../../shared/studio/games.ts';

/** What the launcher does with the server's answer. */
export type LaunchAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'lottery'; code: string | undefined }
  | { kind: 'studio'; game: StudioGame; token: string };

/** The lottery pages accept codes like `SWERTE-PK10`; the lotto's catalogue gameId is its lottery code. */
const LOTTERY_CODE = /^[A-Z0-9-]{2,32}$/;

export function launchAction(result: LaunchResult, gameId: string): LaunchAction {
  if (result.kind === 'url') return { kind: 'redirect', url: result.url };
  if (result.game === 'lotto')
    return { kind: 'lottery', code: LOTTERY_CODE.test(gameId) ? gameId : undefined };
  return { kind: 'studio', game: result.game, token: result.token };
}

export const DEFAULT_PAGE_BACK = '/m/home';

/**
 * `pageBack` arrives as a path (`/m/home`) or, from the lobby tiles, a bare page name (`home`).
 * Only same-app pages are accepted (the server applies the same rule), so it can never leave the app.
 */
export function lobbyPath(pageBack: string | undefined): string {
  if (!pageBack) return DEFAULT_PAGE_BACK;
  const path = pageBack.startsWith('/') ? pageBack : `/m/${pageBack}`;
  return /^\/m\/[\w/.-]*$/.test(path) && !path.includes('//') ? path : DEFAULT_PAGE_BACK;
}
