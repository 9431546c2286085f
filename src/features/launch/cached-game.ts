import type { QueryClient } from '@tanstack/react-query';
import { STUDIO_VENDOR, studioGameFor } from '../../shared/studio/engines.ts';
import type { StudioGame } from '../../shared/studio/games.ts';

import type { LaunchRequest } from './api.ts';

/** What a launch names: the game's vendor, id and catalogue node. */
type LaunchTarget = Pick<LaunchRequest, 'vendor' | 'gameId' | 'nodeId'>;

/** A lobby tile as the catalogue answers it, with what the launcher needs to know its engine. */
interface TileLike {
  nodeId: number;
  vassalage: string;
  gameId: string;
  gameClassify: string;
}

const isTile = (value: object): value is TileLike => {
  const o = value as Record<string, unknown>;
  return (
    typeof o.nodeId === 'number' &&
    typeof o.vassalage === 'string' &&
    typeof o.gameId === 'string' &&
    typeof o.gameClassify === 'string'
  );
};

/**
 * Lobby lists nest their tiles a few levels down (a page of an infinite list: `{ pages: [{ games: [tile] }] }`),
 * never deeper: the search stops there, so a large cached answer of another kind costs little.
 */
const MAX_DEPTH = 5;

function findTile(data: unknown, target: LaunchTarget, depth = 0): TileLike | undefined {
  if (depth > MAX_DEPTH || data === null || typeof data !== 'object') return undefined;
  if (!Array.isArray(data) && isTile(data))
    return data.nodeId === target.nodeId && data.vassalage === target.vendor && data.gameId === target.gameId
      ? data
      : undefined;
  for (const value of Array.isArray(data) ? data : Object.values(data)) {
    const found = findTile(value, target, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The studio game a launch would open, as the lobby this tab has cached describes its tile (vendor SWERTE,
 * its classify → engine): known without the server, so a launch that cannot reach it can offer practice.
 * Undefined for another vendor's game, the lotto, or a tile this tab has not seen.
 */
export function cachedStudioGame(queryClient: QueryClient, target: LaunchTarget): StudioGame | undefined {
  if (target.vendor !== STUDIO_VENDOR) return undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    const tile = findTile(query.state.data, target);
    if (!tile) continue;
    return studioGameFor(tile);
  }
  return undefined;
}
