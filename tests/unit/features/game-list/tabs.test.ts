import { describe, expect, it } from 'vitest';
import { categoryLink } from '../../../../src/features/game-list/categories.ts';
import {
  filtersFor,
  listRequest,
  tabAfterSearch,
  tabFor,
  tabNeedsSession,
  tabsFor,
} from '../../../../src/features/game-list/tabs.ts';
import { vendorGroups } from '../../../../src/features/game-list/vendor-strip.tsx';
import { GAME_CATEGORIES } from '../../../../src/shared/constants/lobby.ts';

describe('game list tabs', () => {
  it("has recent, favourites, hot and all everywhere, and 'new' for RNG only", () => {
    expect(tabsFor('RNG')).toEqual(['recent', 'favourites', 'hot', 'all', 'new']);
    for (const c of GAME_CATEGORIES.filter((c) => c !== 'RNG')) {
      expect(tabsFor(c), c).toEqual(['recent', 'favourites', 'hot', 'all']);
    }
    expect(tabFor('LIVE', 'new')).toBe('all');
    expect(tabFor('RNG', 'new')).toBe('new');
    expect(tabFor('RNG', undefined)).toBe('all');
  });

  it('keeps classification and minimum bet for RNG only, and only the spec’s bet options', () => {
    const f = { q: ' tiger ', vendor: 'PG', classify: 'MEGAWAYS', minBet: 5 };
    expect(filtersFor('RNG', f)).toEqual({ q: 'tiger', vendor: 'PG', classify: 'MEGAWAYS', minBet: 5 });
    expect(filtersFor('LIVE', f)).toEqual({
      q: 'tiger',
      vendor: 'PG',
      classify: undefined,
      minBet: undefined,
    });
    expect(filtersFor('RNG', { minBet: 7 }).minBet).toBeUndefined();
    expect(filtersFor('RNG', { q: '   ' }).q).toBeUndefined();
  });

  it('maps all and new to the catalogue query with every filter (new sets isNew)', () => {
    const f = { q: 'tiger', vendor: 'PG', classify: 'VIDEO', minBet: 10 };
    expect(listRequest('RNG', 'all', f)).toEqual({
      kind: 'games',
      pageSize: 26,
      params: {
        gameType: 'RNG',
        gameName: 'tiger',
        vassalage: 'PG',
        gameClassify: 'VIDEO',
        minBet: 10,
        isNew: undefined,
      },
    });
    expect(listRequest('RNG', 'new', f)).toMatchObject({ kind: 'games', params: { isNew: 1 } });
    // 'new' does not exist outside RNG: it is the plain list.
    expect(listRequest('LIVE', 'new', f)).toMatchObject({
      kind: 'games',
      params: { gameType: 'LIVE', isNew: undefined, gameClassify: undefined, minBet: undefined },
    });
  });

  it('maps favourites (26 from page 1), recent (25) and hot (one page) to the member and hot lists', () => {
    expect(listRequest('LIVE', 'favourites', { q: 'x' })).toEqual({
      kind: 'favourites',
      pageSize: 26,
      firstPage: 1,
      params: { gameType: 'LIVE' },
    });
    expect(listRequest('LIVE', 'recent', {})).toEqual({
      kind: 'recent',
      pageSize: 25,
      params: { gameType: 'LIVE' },
    });
    expect(listRequest('FISH', 'hot', {})).toEqual({ kind: 'hot', params: { gameType: 'FISH' } });
    expect(tabNeedsSession('favourites')).toBe(true);
    expect(tabNeedsSession('recent')).toBe(true);
    expect(tabNeedsSession('all')).toBe(false);
  });

  it('searches and filters in the catalogue: from a member list or hot to all; new stays new', () => {
    expect(tabAfterSearch('favourites')).toBe('all');
    expect(tabAfterSearch('hot')).toBe('all');
    expect(tabAfterSearch('new')).toBe('new');
  });

  it('links the lottery category to /m/lottery and the others to the game list', () => {
    expect(categoryLink('LOTT')).toEqual({ to: '/m/lottery' });
    expect(categoryLink('LIVE')).toEqual({ to: '/m/gameList', search: { gameType: 'LIVE' } });
  });

  it('pages vendors in groups of 4 only when there are more than 5', () => {
    expect(vendorGroups([])).toEqual([]);
    expect(vendorGroups([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
    expect(vendorGroups([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });
});
