// The query cache persisted to IndexedDB (DESIGN.md section 4), so a player on a flaky network reopens
// the lobby from what was last shown. Only public lobby data is kept: queries marked
// `meta.persist: false` (money, session, personal data) never reach the disk.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { BUILD_ID, MERCHANT_CODE } from './config.ts';

const store = () => createStore('swerte-query-cache', 'entries');
const persister = () =>
  createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, store()),
      setItem: (key, value: string) => set(key, value, store()),
      removeItem: (key) => del(key, store()),
    },
    key: 'lobby',
    throttleTime: 1000,
  });

/** What a restored cache may be: as old as the query cache keeps anything (gcTime). */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;
/** IndexedDB can hang (private modes, locked profiles): the app starts without the cache after this. */
const RESTORE_TIMEOUT_MS = 1500;

/**
 * A new build or another merchant starts clean. The language is not part of it (DESIGN.md says so,
 * but every translated query already holds the language in its key: a language switch must not
 * throw away the other language's offline lobby).
 */
export const persistBuster = () => `${BUILD_ID}|${MERCHANT_CODE}`;

export const shouldPersist = (query: Pick<Query, 'state' | 'meta'>): boolean =>
  query.state.status === 'success' && query.meta?.persist !== false;

/** Restores the persisted cache (bounded in time), then keeps it up to date. Returns the unsubscribe. */
export async function startPersistence(queryClient: QueryClient): Promise<() => void> {
  const options = {
    queryClient,
    persister: persister(),
    buster: persistBuster(),
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
  try {
    await Promise.race([
      persistQueryClientRestore(options),
      new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
    ]);
  } catch {
    // an unreadable cache is simply not restored
  }
  return persistQueryClientSubscribe(options);
}

/** Sign-out: nothing of this device's cache survives. */
export async function wipePersistedCache(): Promise<void> {
  try {
    await clear(store());
  } catch {
    // no IndexedDB: nothing was kept
  }
}
