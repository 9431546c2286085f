import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { languagePersistence, startPersistence, wipePersistedCache } from '../../../src/lib/persist.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seed(): Promise<void> {
  const client = new QueryClient();
  const stop = await startPersistence(client, 'TY');
  await client.prefetchQuery({ queryKey: ['games', 'hot', 'TY'], queryFn: () => ['Golden Dragon'] });
  await client.prefetchQuery({
    queryKey: ['account', 'wallet'],
    queryFn: () => ({ sumBalance: 125_000 }),
    meta: { persist: false },
  });
  await tick(1200); // the persister writes at most once a second
  stop();
}

describe('persisted query cache', () => {
  it('brings back public lobby data after a restart, never money or personal data', async () => {
    await seed();
    const next = new QueryClient();
    (await startPersistence(next, 'TY'))();
    expect(next.getQueryData(['games', 'hot', 'TY'])).toEqual(['Golden Dragon']);
    expect(next.getQueryData(['account', 'wallet'])).toBeUndefined();
  });

  it('keeps nothing after sign-out wipes it', async () => {
    await seed();
    await wipePersistedCache();
    const next = new QueryClient();
    (await startPersistence(next, 'TY'))();
    expect(next.getQueryData(['games', 'hot', 'TY'])).toBeUndefined();
  });

  it('restores a snapshot only in the language it was written in, and brings it back on a switch', async () => {
    await wipePersistedCache();
    await seed(); // written while the page was in Filipino (TY)
    const inEnglish = new QueryClient();
    (await startPersistence(inEnglish, 'EN'))();
    expect(inEnglish.getQueryData(['games', 'hot', 'TY'])).toBeUndefined();

    const follow = languagePersistence(inEnglish);
    await follow('EN');
    (await follow('TY'))();
    expect(inEnglish.getQueryData(['games', 'hot', 'TY'])).toEqual(['Golden Dragon']);
  });

  it('keeps the last good data of a query whose refetch failed (offline use never wears the lobby away)', async () => {
    await wipePersistedCache();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = await startPersistence(client, 'TY');
    const key = ['site', 'config', 'TY'];
    await client.prefetchQuery({ queryKey: key, queryFn: () => ({ siteName: 'Swerte' }) });
    await client
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(key)?.status).toBe('error');
    await tick(1200);
    stop();

    const next = new QueryClient();
    (await startPersistence(next, 'TY'))();
    expect(next.getQueryData(key)).toEqual({ siteName: 'Swerte' });
    expect(next.getQueryState(key)?.status).toBe('success');
  });
});
