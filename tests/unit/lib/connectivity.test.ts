// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/lib/config.ts';
import { ApiError, get, NETWORK_ERROR } from '../../../src/lib/http.ts';
import { isOnline, reportServerReachable } from '../../../src/lib/online.ts';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { PATHS } from '../../../src/shared/paths.ts';

// A frozen server: connections accepted, never answered. The fake fetch settles only when its
// signal aborts (the timeout or the caller), or when the test lets the server answer again.
let frozen = true;
const calls: string[] = [];
const answer = () =>
  new Response(JSON.stringify({ successful: true, code: 'ok', value: { n: 1 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  calls.push(String(input));
  if (!frozen) return Promise.resolve(answer());
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')),
    );
  });
}

const schema = v.object({ n: v.number() });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  frozen = true;
  calls.length = 0;
});

/** The app's client, mounted as QueryClientProvider mounts it (that is what hears onlineManager). */
function mountedClient() {
  const client = createQueryClient();
  client.mount();
  unmount = () => client.unmount();
  return client;
}
let unmount = () => {};

afterEach(() => {
  unmount();
  reportServerReachable(true);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request timeout', () => {
  it('is 15 s unless the build says otherwise', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('a call the server never answers fails as "no answer" after the timeout', async () => {
    const outcome = get('/wps/test', { schema }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: NETWORK_ERROR, status: 0 });
    expect(isOnline()).toBe(false);
  });

  it('a body that never finishes counts as no answer too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (_input: RequestInfo | URL, init?: RequestInit) =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"successful":'));
                init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
              },
            }),
            { status: 200 },
          ),
      ),
    );
    const outcome = get('/wps/test', { schema }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ code: NETWORK_ERROR });
    expect(isOnline()).toBe(false);
  });

  it("the caller's cancel still cancels: its own error, and nothing said about the server", async () => {
    const caller = new AbortController();
    const outcome = get('/wps/test', { schema, signal: caller.signal }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1_000);
    caller.abort();
    const err = await outcome;
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });

  it('an answer in time is the answer', async () => {
    frozen = false;
    await expect(get('/wps/test', { schema })).resolves.toEqual({ n: 1 });
    expect(isOnline()).toBe(true);
  });
});

describe('TanStack Query follows reachability', () => {
  it('goes offline when a call gets no answer, and online again when the probe gets one', async () => {
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
    const outcome = get('/wps/test', { schema }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
    expect(onlineManager.isOnline()).toBe(false);

    // The probe asks again after 3 s; a probe that gets no answer times out too and waits longer.
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(3_000 + REQUEST_TIMEOUT_MS);
    expect(calls).toEqual([PATHS.location]);
    expect(onlineManager.isOnline()).toBe(false);

    frozen = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([PATHS.location, PATHS.location]);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("the browser's online event asks the server at once", async () => {
    createQueryClient();
    reportServerReachable(false);
    expect(onlineManager.isOnline()).toBe(false);
    frozen = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([PATHS.location]);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a mutation waits while the server is unreachable and runs when it answers again', async () => {
    const client = mountedClient();
    reportServerReachable(false);
    const run = vi.fn(async () => 'done');
    const mutation = new MutationObserver(client, { mutationFn: run });
    const result = mutation.mutate();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    expect(mutation.getCurrentResult().isPaused).toBe(true);
    frozen = false;
    await vi.advanceTimersByTimeAsync(60_000); // the probe's next turn finds the server
    await expect(result).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a screen without data shows its error at once, without retries, and refetches when the server is back', async () => {
    const client = mountedClient();
    const observer = new QueryObserver(client, {
      queryKey: ['test'],
      queryFn: ({ signal }) => get('/wps/test', { schema, signal }),
    });
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(calls.filter((c) => c === '/wps/test')).toHaveLength(1);

    frozen = false;
    await vi.advanceTimersByTimeAsync(3_000); // the probe
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { n: 1 } });
    stop();
  });
});
