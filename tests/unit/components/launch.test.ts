import { describe, expect, it } from 'vitest';
import { launchSearch } from '../../../src/components/game-grid/launch.ts';

describe('game launch', () => {
  it('sends the vendor as `code` and comes back home (the fields /m/launchGame validates today)', () => {
    expect(launchSearch({ vendor: 'SABA', gameId: 'SABA-M1001', nodeId: 1 })).toEqual({
      code: 'SABA',
      pageBack: 'home',
    });
  });
});
