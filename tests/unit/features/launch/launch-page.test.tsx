import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaunchPage, type LaunchSearch } from '../../../../src/features/launch/launch-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { reportServerReachable } from '../../../../src/lib/online.ts';
import type { GameItem } from '../../../../src/shared/schemas/games.ts';
import {
  clickText,
  pageHas,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';

// The launcher when the server cannot be reached: a Swerte Originals tile the cached lobby knows offers
// practice (FUN money, in the tab); other games, and any game the server can launch, keep today's way.

const tile = (nodeId: number, gameId: string, gameClassify: string, vassalage = 'SWERTE'): GameItem => ({
  nodeId,
  gameName: gameId,
  vassalage,
  gameType: 'INHOUSE',
  gameId,
  iconUrl: '',
  mobileLargeIcon: null,
  mobileSmallIcon: null,
  supportPlay: true,
  isNew: false,
  gameClassify,
  minBet: 10,
});
const DICE: LaunchSearch = { code: 'SWERTE', gameId: 'swerte-dice', nodeId: 7, pageBack: 'home' };
const VENDOR: LaunchSearch = { code: 'PG', gameId: 'lucky', nodeId: 8, pageBack: 'home' };
const PRACTICE = 'Practice offline';

let online = true;
let unmount = () => {};
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  reportServerReachable(true);
});
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reportServerReachable(true);
});

async function renderLaunch(search: LaunchSearch) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(
    ['games', 'hot', 'EN', 'HOT'],
    [tile(7, 'swerte-dice', 'DICE'), tile(8, 'lucky', 'SLOT', 'PG')],
  );
  const studio = vi.fn((p: { game: string; token: string }) => (
    <p>
      studio {p.game} {p.token}
    </p>
  ));
  const practice = vi.fn((p: { game: string; gameId: string }) => (
    <p>
      practising {p.game} {p.gameId}
    </p>
  ));
  const view = await renderWithRouter(
    () => <LaunchPage search={search} canRegister renderStudio={studio} renderPractice={practice} />,
    queryClient,
  );
  unmount = view.unmount;
  return { studio, practice };
}

const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

describe('launching with no connection', () => {
  it('offers practice for a Swerte Originals tile the lobby cached, and plays it in the tab', async () => {
    const calls: string[] = [];
    stubFetch((call) => {
      calls.push(call.url);
      return new Promise(() => {});
    });
    online = false;
    const { practice, studio } = await renderLaunch(DICE);
    expect(pageHas('Swerte Dice needs a connection to play for real.')).toBe(true);
    expect(pageHas('nothing real is won or lost, and nothing is saved to your account')).toBe(true);
    expect(pageHas('You are offline: games need a connection')).toBe(false);
    await clickText(PRACTICE);
    await until(() => pageHas('practising dice swerte-dice'), 'the practice table');
    expect(practice).toHaveBeenCalled();
    expect(studio).not.toHaveBeenCalled();
    expect(document.querySelector('h1')?.textContent).toBe('Swerte Dice');
    expect(calls.filter((url) => url.includes('/wps/game/launch'))).toEqual([]);
  });

  it('keeps today’s offline message for another vendor’s game', async () => {
    online = false;
    await renderLaunch(VENDOR);
    expect(pageHas('You are offline: games need a connection')).toBe(true);
    expect(pageHas(PRACTICE)).toBe(false);
  });

  it('offers practice when the launch call fails for want of an answer', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderLaunch(DICE);
    await until(() => pageHas(PRACTICE), 'the practice offer');
  });

  it('never offers it in place of a launch the server answers, nor after a final refusal', async () => {
    stubFetch((call) =>
      call.url.includes('nodeId=7')
        ? new Response(
            JSON.stringify({
              successful: true,
              code: 'ok',
              value: { kind: 'inHouse', game: 'dice', token: 'tok' },
            }),
          )
        : new Response(JSON.stringify({ successful: false, code: 'game.unknown', value: null }), {
            status: 404,
          }),
    );
    await renderLaunch(DICE);
    await until(() => pageHas('studio dice tok'), 'the real table');
    unmount();
    await renderLaunch({ ...DICE, nodeId: 9 });
    await until(() => pageHas('This game could not be found.'), 'the refusal');
    expect(pageHas(PRACTICE)).toBe(false);
  });

  it('back online, offers the real game without cutting the practice short', async () => {
    const launched = vi.fn();
    stubFetch(() => {
      launched();
      return new Response(
        JSON.stringify({
          successful: true,
          code: 'ok',
          value: { kind: 'inHouse', game: 'dice', token: 'tok' },
        }),
      );
    });
    online = false;
    await renderLaunch(DICE);
    await clickText(PRACTICE);
    await until(() => pageHas('practising dice'), 'the practice table');
    await goOnline();
    await until(() => pageHas('You are back online.'), 'the way back to the real game');
    expect(pageHas('practising dice')).toBe(true);
    expect(launched).not.toHaveBeenCalled();
    await clickText('Play for real');
    await until(() => pageHas('studio dice tok'), 'the real table');
    expect(pageHas('practising dice')).toBe(false);
  });
});
