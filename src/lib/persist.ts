// The query cache persisted to IndexedDB (DESIGN.md section 4), so a player on a flaky network reopens
// the lobby from what was last shown. Only public lobby data is kept: queries marked
// `meta.persist: false` (money, session, personal data) never reach the disk.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';
import type { Language } from '../shared/constants/language.ts';
import { BUILD_ID, MERCHANT_CODE } from './config.ts';
import { writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const store = () => createStore('swerte-query-cache', 'entries');
// One snapshot per language: a switch keeps the other language's offline lobby for the way back.
const persister = (language: Language) =>
  createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, store()),
      setItem: async (key, value: string) => {
        await set(key, value, store());
        writeStorage('local', STORAGE_KEYS.lobbySnapshot, '1');
      },
      removeItem: (key) => del(key, store()),
    },
    key: `lobby:${language}`,
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(lastGoodData(client)),
  });

/**
 * A query whose latest refetch failed (offline, server down) still holds its last good data: the
 * snapshot keeps that data as a success of its own time, so using the app offline never wears the
 * offline lobby away, and a restore shows data, not an old error.
 */
export function lastGoodData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error'
      ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const } }
      : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** What a restored cache may be: as old as the query cache keeps anything (gcTime). */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;
/** IndexedDB can hang (private modes, locked profiles): the app starts without the cache after this. */
const RESTORE_TIMEOUT_MS = 1500;

/** A new build, another merchant or another language never restores a snapshot (DESIGN.md section 4). */
export const persistBuster = (language: Language) => `${BUILD_ID}|${MERCHANT_CODE}|${language}`;

/** Public data that has data: a query that has only ever failed has nothing to keep. */
export const shouldPersist = (query: Pick<Query, 'state' | 'meta'>): boolean =>
  query.state.data !== undefined && query.meta?.persist !== false;

/**
 * Restores the language's persisted cache (bounded in time; data already in memory is newer and
 * stays), then keeps it up to date. Returns the unsubscribe.
 */
export async function startPersistence(queryClient: QueryClient, language: Language): Promise<() => void> {
  const options = {
    queryClient,
    persister: persister(language),
    buster: persistBuster(language),
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
  // Queries that settled while the restore ran (a first visit does not wait for it) fired their cache
  // events before anyone listened: save once now, then on every change.
  const unsubscribe = persistQueryClientSubscribe(options);
  void persistQueryClientSave(options).catch(() => {});
  return unsubscribe;
}

/**
 * Persistence that follows the language: call it with the current language at start and on every
 * switch; a switch stops writing the old snapshot and restores and writes the new language's one.
 */
export function languagePersistence(queryClient: QueryClient) {
  let current: Language | null = null;
  let running: Promise<() => void> = Promise.resolve(() => {});
  return (language: Language): Promise<() => void> => {
    if (language === current) return running;
    current = language;
    running = running.then((stop) => {
      stop();
      return startPersistence(queryClient, language);
    });
    return running;
  };
}

/** Sign-out: nothing of this device's cache survives. */
export async function wipePersistedCache(): Promise<void> {
  writeStorage('local', STORAGE_KEYS.lobbySnapshot, null);
  try {
    await clear(store());
  } catch {
    // no IndexedDB: nothing was kept
  }
}
