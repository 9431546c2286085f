import { describe, expect, it } from 'vitest';
import { launchAction, lobbyPath } from '../../../../src/features/launch/launch-action.ts';
import { launchErrorMessage } from '../../../../src/features/launch/launch-errors.ts';
import { studioErrorMessage } from '../../../../src/features/studio/studio-errors.ts';
import { ApiError, NETWORK_ERROR } from '../../../../src/lib/http.ts';
import { STUDIO_CODES } from '../../../../src/shared/errors/game.ts';

describe('launch answer → action', () => {
  it('sends vendor games to their URL', () => {
    expect(launchAction({ kind: 'url', url: 'https://vendor.example/play?t=1' }, 'g1')).toEqual({
      kind: 'redirect',
      url: 'https://vendor.example/play?t=1',
    });
  });

  it('plays slot and dice in the studio with the launch token', () => {
    expect(launchAction({ kind: 'inHouse', game: 'slot', token: 'tok' }, 'swerte-slots')).toEqual({
      kind: 'studio',
      game: 'slot',
      token: 'tok',
    });
    expect(launchAction({ kind: 'inHouse', game: 'dice', token: 'tok' }, 'swerte-dice')).toMatchObject({
      kind: 'studio',
      game: 'dice',
    });
  });

  it('hands the lotto to the lottery pages, with its code when the gameId is one', () => {
    expect(launchAction({ kind: 'inHouse', game: 'lotto', token: 't' }, 'SWERTE-LOTTO')).toEqual({
      kind: 'lottery',
      code: 'SWERTE-LOTTO',
    });
    expect(launchAction({ kind: 'inHouse', game: 'lotto', token: 't' }, 'lotto 6/45')).toEqual({
      kind: 'lottery',
      code: undefined,
    });
  });
});

describe('pageBack', () => {
  it.each([
    [undefined, '/m/home'],
    ['home', '/m/home'],
    ['/m/home', '/m/home'],
    ['/m/gameList', '/m/gameList'],
    ['slotsCenter', '/m/slotsCenter'],
    ['//evil.example/m/home', '/m/home'],
    ['https://evil.example', '/m/home'],
    ['/m//evil', '/m/home'],
    ['/x/home', '/m/home'],
  ])('%s → %s', (input, path) => {
    expect(lobbyPath(input)).toBe(path);
  });
});

describe('error messages', () => {
  it('gives every studio code its own launch message, and a fallback', () => {
    const fallback = launchErrorMessage(new Error('boom'));
    const codes = [
      STUDIO_CODES.gameUnknown,
      STUDIO_CODES.gameUnavailable,
      STUDIO_CODES.vendorUnavailable,
      STUDIO_CODES.playerTokenInvalid,
      NETWORK_ERROR,
    ];
    const ids = new Set(codes.map((code) => launchErrorMessage(new ApiError(code, 409)).id));
    expect(ids.size).toBe(codes.length);
    expect(ids.has(fallback.id)).toBe(false);
  });

  it('tells the player when the balance is too low for a bet', () => {
    const insufficient = studioErrorMessage(new ApiError(STUDIO_CODES.fundsInsufficient, 409));
    expect(insufficient.message).toMatch(/balance/i);
    expect(studioErrorMessage(new ApiError('weird', 500)).id).not.toBe(insufficient.id);
  });
});
