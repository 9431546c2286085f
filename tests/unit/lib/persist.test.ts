import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { startPersistence, wipePersistedCache } from '../../../src/lib/persist.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seed(): Promise<void> {
  const client = new QueryClient();
  const stop = await startPersistence(client);
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
    (await startPersistence(next))();
    expect(next.getQueryData(['games', 'hot', 'TY'])).toEqual(['Golden Dragon']);
    expect(next.getQueryData(['account', 'wallet'])).toBeUndefined();
  });

  it('keeps nothing after sign-out wipes it', async () => {
    await seed();
    await wipePersistedCache();
    const next = new QueryClient();
    (await startPersistence(next))();
    expect(next.getQueryData(['games', 'hot', 'TY'])).toBeUndefined();
  });
});
