import { describe, expect, it } from 'vitest';
import {
  type FavouriteChange,
  FavouriteQueue,
  type ReplayHooks,
} from '../../../../src/features/game-list/favourite-queue.ts';
import { isNetworkFailure, toggledIds } from '../../../../src/features/game-list/use-favourites.ts';
import { ApiError, NETWORK_ERROR } from '../../../../src/lib/http.ts';

const star = (nodeId: number, add: boolean): FavouriteChange => ({ nodeId, vendor: 'PG', add });
const OFFLINE = new ApiError(NETWORK_ERROR, 0);
const REFUSED = new ApiError('not.found', 404);

/** Hooks that record every call; `answer` decides each call's fate (default: the server accepts). */
function recorder(
  answer: (c: FavouriteChange) => unknown = () => undefined,
  owner = () => 'ana' as string | null,
) {
  const sent: FavouriteChange[] = [];
  const confirmed: FavouriteChange[] = [];
  const refused: FavouriteChange[] = [];
  const hooks: ReplayHooks = {
    currentOwner: owner,
    send: async (c) => {
      sent.push(c);
      const err = answer(c);
      if (err) throw err;
    },
    isNetworkFailure,
    onSent: (c) => confirmed.push(c),
    onRefused: (c) => refused.push(c),
  };
  return { hooks, sent, confirmed, refused };
}

describe('favourite queue: recording toggles', () => {
  it('keeps the last choice per game, ordered by each game’s last toggle', () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(2, true), false);
    q.record('ana', star(3, false), true);
    q.record('ana', star(1, false), undefined); // server state unknown: the removal stays
    expect(q.pending()).toEqual([star(2, true), star(3, false), star(1, false)]);
    expect(q.wanted('ana', 1)).toBe(false);
    expect(q.wanted('ana', 2)).toBe(true);
    expect(q.wanted('ana', 9)).toBeUndefined();
  });

  it('cancels a change that comes back to what the server holds: add then remove sends nothing', () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(1, false), false);
    q.record('ana', star(2, false), true);
    q.record('ana', star(2, true), true);
    expect(q.size).toBe(0);
    q.record('ana', star(1, true), false);
    q.record('ana', star(1, false), false);
    q.record('ana', star(1, true), false);
    expect(q.pending()).toEqual([star(1, true)]);
  });

  it('belongs to one member: another member, or none, drops it', () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    expect(q.wanted('ben', 1)).toBeUndefined();
    q.record('ben', star(2, true), false);
    expect(q.owner).toBe('ben');
    expect(q.pending()).toEqual([star(2, true)]);
    q.claim(null);
    expect(q.size).toBe(0);
  });

  it('tells subscribers about every change', () => {
    const q = new FavouriteQueue();
    let calls = 0;
    const stop = q.subscribe(() => calls++);
    const before = q.getVersion();
    q.record('ana', star(1, true), false);
    expect(calls).toBe(1);
    expect(q.getVersion()).not.toBe(before);
    stop();
    q.record('ana', star(2, true), false);
    expect(calls).toBe(1);
  });
});

describe('favourite queue: replay', () => {
  it('sends every change once, in order, one call at a time', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(2, false), true);
    q.record('ana', star(3, true), false);
    let inFlight = 0;
    let most = 0;
    const r = recorder();
    const send = r.hooks.send;
    r.hooks.send = async (c) => {
      most = Math.max(most, ++inFlight);
      await new Promise((done) => setTimeout(done, 1));
      await send(c);
      inFlight--;
    };
    expect(await q.replay(r.hooks)).toBe('drained');
    expect(r.sent).toEqual([star(1, true), star(2, false), star(3, true)]);
    expect(r.confirmed).toEqual(r.sent);
    expect(most).toBe(1);
    expect(q.size).toBe(0);
  });

  it('stops on a network failure and keeps that change and the rest for the next connection', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(2, true), false);
    const down = recorder(() => OFFLINE);
    expect(await q.replay(down.hooks)).toBe('offline');
    expect(down.sent).toEqual([star(1, true)]);
    expect(down.refused).toEqual([]);
    expect(q.pending()).toEqual([star(1, true), star(2, true)]);
    expect(q.waitingForNetwork).toBe(true);

    const up = recorder();
    expect(await q.replay(up.hooks)).toBe('drained');
    expect(up.sent).toEqual([star(1, true), star(2, true)]);
    expect(q.waitingForNetwork).toBe(false);
  });

  it('drops a refused change (reported for roll-back) and goes on with the others', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(2, true), false);
    const r = recorder((c) => (c.nodeId === 1 ? REFUSED : undefined));
    expect(await q.replay(r.hooks)).toBe('drained');
    expect(r.refused).toEqual([star(1, true)]);
    expect(r.confirmed).toEqual([star(2, true)]);
    expect(q.size).toBe(0);
  });

  it('a toggle during the call follows it, even back to the old state', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    const r = recorder((c) => {
      // The player unstars while the add is on its way: the server still lacks it as far as we know.
      if (c.add) q.record('ana', star(1, false), false);
      return undefined;
    });
    expect(await q.replay(r.hooks)).toBe('drained');
    expect(r.sent).toEqual([star(1, true), star(1, false)]);
    expect(q.size).toBe(0);
  });

  it('a refusal of a change the player has since replaced is not rolled back', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    const r = recorder((c) => {
      if (!c.add) return undefined;
      q.record('ana', star(1, false), false);
      return REFUSED;
    });
    expect(await q.replay(r.hooks)).toBe('drained');
    expect(r.refused).toEqual([]);
    expect(r.sent).toEqual([star(1, true), star(1, false)]);
  });

  it('picks up changes recorded while it runs, and a second replay call joins the first', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    const r = recorder((c) => {
      if (c.nodeId === 1) q.record('ana', star(2, true), false);
      return undefined;
    });
    const first = q.replay(r.hooks);
    expect(q.replaying).toBe(true);
    const second = q.replay(recorder().hooks);
    expect(await first).toBe('drained');
    expect(await second).toBe('drained');
    expect(r.sent).toEqual([star(1, true), star(2, true)]);
    expect(q.replaying).toBe(false);
  });

  it('never sends one member’s changes with another member signed in', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    const r = recorder(undefined, () => 'ben');
    expect(await q.replay(r.hooks)).toBe('dropped');
    expect(r.sent).toEqual([]);
    expect(q.size).toBe(0);
    expect(q.owner).toBe('ben');
  });

  it('stops when the member signs out during a call', async () => {
    const q = new FavouriteQueue();
    q.record('ana', star(1, true), false);
    q.record('ana', star(2, true), false);
    let owner: string | null = 'ana';
    const r = recorder(
      () => {
        owner = null;
        q.claim(null);
        return undefined;
      },
      () => owner,
    );
    expect(await q.replay(r.hooks)).toBe('dropped');
    expect(r.sent).toEqual([star(1, true)]);
    expect(r.confirmed).toEqual([]);
    expect(q.size).toBe(0);
  });
});

describe('favourite helpers', () => {
  it('tells a lost connection from a server answer', () => {
    expect(isNetworkFailure(OFFLINE)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(REFUSED)).toBe(false);
    expect(isNetworkFailure(new ApiError('system.error', 500))).toBe(false);
  });

  it('toggles ids without duplicates', () => {
    expect(toggledIds([2, 3], 1, true)).toEqual([1, 2, 3]);
    expect(toggledIds([1, 2], 1, true)).toEqual([1, 2]);
    expect(toggledIds([1, 2], 1, false)).toEqual([2]);
  });
});
