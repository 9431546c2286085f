import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedStudioGame } from '../../../../src/features/launch/cached-game.ts';
import type { GameItem } from '../../../../src/shared/schemas/games.ts';
import { engineFor, studioGameFor } from '../../../../src/shared/studio/engines.ts';

const tile = (nodeId: number, gameId: string, gameClassify: string, vassalage = 'SWERTE'): GameItem => ({
  nodeId,
  gameName: gameId,
  vassalage,
  gameType: 'INHOUSE',
  gameId,
  iconUrl: `/icons/${vassalage}/${gameId}.webp`,
  mobileLargeIcon: null,
  mobileSmallIcon: null,
  supportPlay: true,
  isNew: false,
  gameClassify,
  minBet: 10,
});

/** The lobby as a tab caches it: a hot list (an array) and a paged catalogue list (infinite pages). */
function lobby(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(
    ['games', 'hot', 'EN', 'HOT'],
    [tile(7, 'swerte-dice', 'DICE'), tile(8, 'lucky', 'SLOT', 'PG')],
  );
  client.setQueryData(['lobby', 'games', 'EN', { kind: 'games' }], {
    pages: [
      {
        games: [tile(11, 'swerte-crash', 'CRASH'), tile(12, 'SWERTE-LOTTO', 'LOTTO')],
        pageNum: 1,
        totalPages: 2,
      },
      {
        games: [tile(13, 'swerte-mines', 'MINES'), tile(14, 'swerte-oddity', 'BINGO')],
        pageNum: 2,
        totalPages: 2,
      },
    ],
    pageParams: [1, 2],
  });
  client.setQueryData(['site', 'config'], { title: 'Swerte', nested: { deeper: { games: [] } } });
  return client;
}

describe('the studio game a launch opens, from the cached lobby', () => {
  it('reads the engine from the tile’s classify, wherever the lobby cached it', () => {
    const client = lobby();
    expect(cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-dice', nodeId: 7 })).toBe('dice');
    expect(cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-crash', nodeId: 11 })).toBe('crash');
    expect(cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-mines', nodeId: 13 })).toBe('mines');
  });

  it('knows none for another vendor, the lotto, an unknown classify, or a tile the tab has not seen', () => {
    const client = lobby();
    expect(cachedStudioGame(client, { vendor: 'PG', gameId: 'lucky', nodeId: 8 })).toBeUndefined();
    expect(
      cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'SWERTE-LOTTO', nodeId: 12 }),
    ).toBeUndefined();
    expect(
      cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-oddity', nodeId: 14 }),
    ).toBeUndefined();
    // The link must name the tile exactly: another node or game id is not that game.
    expect(cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-dice', nodeId: 99 })).toBeUndefined();
    expect(cachedStudioGame(client, { vendor: 'SWERTE', gameId: 'swerte-crash', nodeId: 7 })).toBeUndefined();
    expect(
      cachedStudioGame(new QueryClient(), { vendor: 'SWERTE', gameId: 'swerte-dice', nodeId: 7 }),
    ).toBeUndefined();
  });
});

describe('studio engines by classify (shared with server/vendors/in-house.ts)', () => {
  it('maps each classify to its engine, the lotto by its id', () => {
    expect(engineFor({ gameId: 'x', gameClassify: 'PLINKO' })).toBe('plinko');
    expect(engineFor({ gameId: 'SWERTE-LOTTO', gameClassify: 'ANY' })).toBe('lotto');
    expect(engineFor({ gameId: 'x', gameClassify: 'toString' })).toBeUndefined();
    expect(studioGameFor({ gameId: 'x', gameClassify: 'COLOR' })).toBe('color');
    expect(studioGameFor({ gameId: 'x', gameClassify: 'LOTTO' })).toBeUndefined();
  });
});
