import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { SAVED_WHEN_ONLINE, useFavourites } from '../../../../src/features/game-list/use-favourites.ts';
import type { GameItem } from '../../../../src/shared/schemas/games.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { renderWithRouter, until } from '../../components/harness.tsx';

// The star toggle with the favourites queue: offline toggles show at once, wait in memory
// and are replayed on reconnect, one call per game with the last choice.

const game = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameName: `Game ${nodeId}` }) as GameItem;
const GAMES = [game(1), game(2), game(3)];

let online = true;
let serverIds: number[] = [];
let refuse = new Set<number>();
const calls: string[] = [];

function envelope(value: unknown, status = 200, code = 'ok') {
  return new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!online) throw new TypeError('Failed to fetch');
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/wps/game/favourite/ids') return envelope(serverIds);
  if (url.pathname === '/wps/game/favourite') {
    const { nodeId } = JSON.parse(String(init?.body)) as { nodeId: number };
    calls.push(`${method} ${nodeId}`);
    if (refuse.has(nodeId)) return envelope(null, 404, 'not.found');
    serverIds =
      method === 'POST'
        ? [nodeId, ...serverIds.filter((id) => id !== nodeId)]
        : serverIds.filter((id) => id !== nodeId);
    return envelope({ nodeId });
  }
  return envelope(null, 404, 'not.found');
}

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

function Stars() {
  const f = useFavourites();
  return (
    <div>
      {GAMES.map((g) => (
        <button
          key={g.nodeId}
          type="button"
          aria-pressed={f.isFavourite(g.nodeId)}
          onClick={() => f.toggle(g)}
        >
          {g.gameName}
        </button>
      ))}
      {f.waiting ? <p data-testid="waiting">waiting</p> : null}
    </div>
  );
}

const star = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const pressed = (name: string) => star(name).getAttribute('aria-pressed') === 'true';
const click = (name: string) => act(() => star(name).click());
const waiting = () => document.querySelector('[data-testid="waiting"]') !== null;

beforeAll(() => {
  vi.stubGlobal('fetch', fakeFetch);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

async function signedInWith(ids: number[], user = 'ana') {
  online = true;
  serverIds = ids;
  refuse = new Set();
  calls.length = 0;
  toastStore.toasts.splice(0);
  setSession({ token: `t-${user}`, merchantCode: 'SWERTE', userName: user, type: 0, firstTimeLogin: false });
  const view = await renderWithRouter(() => <Stars />);
  await until(
    () => star('Game 1') !== undefined && ids.every((id) => pressed(`Game ${id}`)),
    'favourite ids',
  );
  return view;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  clearSession();
});

describe('favourite stars offline', () => {
  it('shows offline toggles at once and replays the last choice per game on reconnect', async () => {
    ({ unmount } = await signedInWith([3]));
    setOnline(false);
    click('Game 1'); // add
    click('Game 2'); // add …
    click('Game 2'); // … and remove again: nothing to send
    click('Game 3'); // remove
    expect([pressed('Game 1'), pressed('Game 2'), pressed('Game 3')]).toEqual([true, false, false]);
    expect(waiting()).toBe(true);
    expect(toastStore.toasts.map((t) => t.message)).toEqual([SAVED_WHEN_ONLINE]);
    expect(calls).toEqual([]);

    setOnline(true);
    expect(waiting()).toBe(false);
    await until(() => calls.length === 2, 'the replay');
    expect(calls).toEqual(['POST 1', 'DELETE 3']);
    expect(serverIds).toEqual([1]);
    expect([pressed('Game 1'), pressed('Game 2'), pressed('Game 3')]).toEqual([true, false, false]);
  });

  it('rolls a refused change back with the failure toast', async () => {
    ({ unmount } = await signedInWith([]));
    refuse = new Set([2]);
    setOnline(false);
    click('Game 1');
    click('Game 2');
    setOnline(true);
    await until(() => calls.length === 2 && !pressed('Game 2'), 'the refusal');
    expect(pressed('Game 1')).toBe(true);
    expect(serverIds).toEqual([1]);
    const last = toastStore.toasts.at(-1)?.message;
    expect(typeof last === 'object' && last.id).not.toBe(SAVED_WHEN_ONLINE.id);
  });

  it('drops the queue when the member signs out', async () => {
    ({ unmount } = await signedInWith([]));
    setOnline(false);
    click('Game 1');
    expect(pressed('Game 1')).toBe(true);
    act(() => clearSession());
    act(() =>
      setSession({ token: 't-ben', merchantCode: 'SWERTE', userName: 'ben', type: 0, firstTimeLogin: false }),
    );
    setOnline(true);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toEqual([]);
    expect(pressed('Game 1')).toBe(false);
  });
});
