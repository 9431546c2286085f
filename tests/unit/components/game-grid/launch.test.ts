import { describe, expect, it } from 'vitest';
import { launchSearch } from '../../../../src/components/game-grid/launch.ts';

describe('game launch', () => {
  it('sends the vendor as `code`, the game and its node, and comes back home', () => {
    expect(launchSearch({ vendor: 'SABA', gameId: 'SABA-M1001', nodeId: 1 })).toEqual({
      code: 'SABA',
      gameId: 'SABA-M1001',
      nodeId: 1,
      pageBack: 'home',
    });
  });
});
