import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameLobby } from '../../../../src/features/game-list/game-lobby.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { VendorConfig } from '../../../../src/shared/schemas/games.ts';
import { clickText, renderWithRouter, stubFetch, until } from '../../components/harness.tsx';

const CONFIG: VendorConfig = {
  sorting: [
    {
      gameCategory: 'LIVE',
      vendorNames: [
        { gameType: 'LIVE', vassalage: 'EVO', name: 'Evolution' },
        { gameType: 'LIVE', vassalage: 'SA', name: 'SA Gaming' },
      ],
    },
    { gameCategory: 'FISH', vendorNames: [] },
    {
      gameCategory: 'LOTT',
      vendorNames: [{ gameType: 'LOTT', vassalage: 'PCSO', name: 'Philippine Lotto' }],
    },
  ],
  mapping: { LIVE: ['EVO', 'SA'], LOTT: ['PCSO'] },
};
const ok = (value: unknown) => new Response(JSON.stringify({ successful: true, code: 'ok', value }));
const failed = () => new Response('{"successful":false,"code":"server.error","value":null}', { status: 500 });

let unmount = () => {};
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function render() {
  const view = await renderWithRouter(() => <GameLobby />);
  unmount = view.unmount;
  return view.container;
}
/** The link named `name` (its label, else its text). */
const hrefOf = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('a')]
    .find((a) => (a.getAttribute('aria-label') ?? a.textContent) === name)
    ?.getAttribute('href');

describe('game lobby', () => {
  it('lists each category with vendors in the operator’s order, each leading to its games', async () => {
    stubFetch(() => ok(CONFIG));
    const root = await render();
    await until(() => root.querySelectorAll('h2').length > 0, 'categories');
    // A category without vendors is left out.
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Live casino', 'Lottery']);
    const live = root.querySelector('section[aria-labelledby="lobby-LIVE"]');
    expect([...(live?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Evolution',
      'SA Gaming',
    ]);
    expect(hrefOf(root, 'Evolution')).toBe('/m/gameList?gameType=LIVE&vendor=EVO');
    expect(hrefOf(root, 'Live casino: see all')).toBe('/m/gameList?gameType=LIVE');
    // Lottery vendors share the lottery page (SPEC.md section 2: the lottery category goes there).
    expect(hrefOf(root, 'Philippine Lotto')).toBe('/m/lottery');
    expect(hrefOf(root, 'Lottery: see all')).toBe('/m/lottery');
  });

  it('a failed load says so and its retry brings the lobby', async () => {
    let calls = 0;
    stubFetch(() => (++calls === 1 ? failed() : ok(CONFIG)));
    const root = await render();
    await until(() => root.querySelector('[role="alert"]') !== null, 'error');
    expect(root.textContent).toContain('The game lobby could not be loaded.');
    await clickText('Try again');
    await until(() => root.textContent?.includes('Evolution') === true, 'lobby after retry');
  });

  it('no vendors at all shows the no-data placeholder, not an empty page', async () => {
    stubFetch(() => ok({ sorting: [], mapping: {} }));
    const root = await render();
    await until(() => root.textContent?.includes('No games') === true, 'placeholder');
  });

  it('offline with nothing saved says it shows once connected', async () => {
    const setOnline = (on: boolean) =>
      act(() => {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on });
        window.dispatchEvent(new Event(on ? 'online' : 'offline'));
      });
    stubFetch(() => new Promise<Response>(() => {}));
    setOnline(false);
    try {
      const root = await render();
      await until(() => root.textContent?.includes('shows once you are connected') === true, 'offline');
    } finally {
      setOnline(true);
    }
  });
});
