import { msg } from '@lingui/core/macro';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { showToast } from '../../components/toast/toast-store.ts';
import { ApiError, NETWORK_ERROR } from '../../lib/http.ts';
import { isOnline, onConnectivityChange, useOnline } from '../../lib/online.ts';
import { loginHref } from '../../lib/session-guard.ts';
import type { GameItem } from '../../shared/schemas/games.ts';
import { sessionStore } from '../../stores/session.ts';
import { addFavourite, favouriteIdsQueryOptions, type GamePage, lobbyKeys, removeFavourite } from './api.ts';
import { type FavouriteChange, FavouriteQueue, type ReplayHooks } from './favourite-queue.ts';

/** The ids with `nodeId` added or removed; adding one already there changes nothing. */
export function toggledIds(ids: readonly number[], nodeId: number, add: boolean): number[] {
  if (add) return ids.includes(nodeId) ? [...ids] : [nodeId, ...ids];
  return ids.filter((id) => id !== nodeId);
}

/** A paged favourites list without `nodeId` (SPEC.md: on the favourites tab a removed game disappears). */
export function withoutGame(
  data: InfiniteData<GamePage, number>,
  nodeId: number,
): InfiniteData<GamePage, number> {
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, games: p.games.filter((g) => g.nodeId !== nodeId) })),
  };
}

/** Told when a star is set without a connection (a toast) and shown while such stars wait (a note). */
export const SAVED_WHEN_ONLINE = msg`You are offline: your favourites will be saved when you are back online.`;
const NOT_SAVED = msg`Favourites could not be updated. Please try again.`;

/** A failed call that never reached the server: the change waits for the next connection. */
export const isNetworkFailure = (err: unknown): boolean =>
  !(err instanceof ApiError) || err.code === NETWORK_ERROR;

// One queue per page, in memory only (favourites are member data: DESIGN.md section 4 forbids them
// on disk). It follows the signed-in member: sign-out or another member's login drops it.
const queue = new FavouriteQueue();
const currentUser = () => sessionStore.session?.userName ?? null;
let client: QueryClient | null = null;

/** Sends what the queue holds, keeping the query cache in step with what the server confirms. */
function replay(queryClient: QueryClient): void {
  const user = queue.owner;
  // A running replay sends what was queued meanwhile itself.
  if (!user || queue.size === 0 || queue.replaying) return;
  const hooks: ReplayHooks = {
    currentOwner: currentUser,
    send: ({ nodeId, vendor, add }) =>
      (add ? addFavourite : removeFavourite)({ nodeId, vendor }).then(() => {}),
    isNetworkFailure,
    onSent: ({ nodeId, add }) => {
      const idsKey = lobbyKeys.favouriteIds(user);
      void queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<number[]>(idsKey, (old) => (old ? toggledIds(old, nodeId, add) : old));
    },
    onRefused: ({ add }) => {
      // The star falls back to the server's state; a refused removal brings the game back to the list.
      if (!add) void queryClient.invalidateQueries({ queryKey: lobbyKeys.favouritesOf(user) });
      showToast(NOT_SAVED);
    },
  };
  void queue.replay(hooks).then((result) => {
    if (result === 'offline') showSavedWhenOnline();
    if (result !== 'drained') return;
    // The server's word now: a reconnect's refetch may have raced the replayed calls.
    void queryClient.invalidateQueries({ queryKey: lobbyKeys.favouriteIds(user) });
    void queryClient.invalidateQueries({ queryKey: lobbyKeys.favouritesOf(user) });
  });
}

let hidePending: (() => void) | null = null;
function showSavedWhenOnline(): void {
  hidePending?.();
  hidePending = showToast(SAVED_WHEN_ONLINE);
}

/** Once per page: replay when the connection returns, drop the queue when the member changes. */
function watchConnectionAndSession(queryClient: QueryClient): void {
  const first = client === null;
  client = queryClient;
  if (!first) return;
  // Back online, or the platform answers again after a silence: replay.
  onConnectivityChange(() => {
    if (client && isOnline()) replay(client);
  });
  subscribe(sessionStore, () => queue.claim(currentUser()), true);
}

/**
 * Favourite ids of the member and the star toggle (SPEC.md section 4): a visitor goes to login. A
 * member's star changes at once and the change is queued: sent now when online, or replayed in order
 * when the connection returns (the last choice per game, one call each). A server's refusal puts the
 * star back with a toast; a lost connection keeps the change for the next one.
 */
export function useFavourites() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const online = useOnline();
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? null;
  const ids = useQuery({ ...favouriteIdsQueryOptions(user ?? ''), enabled: user !== null });
  useSyncExternalStore(queue.subscribe, queue.getVersion, queue.getVersion);

  useEffect(() => {
    watchConnectionAndSession(queryClient);
    // Left over from a failed replay (the connection dropped without an offline event): try again.
    if (isOnline()) replay(queryClient);
  }, [queryClient]);

  const serverIds = new Set(ids.data ?? []);
  const isFavourite = (nodeId: number) => queue.wanted(user, nodeId) ?? serverIds.has(nodeId);

  const toggle = (game: GameItem) => {
    if (!user) {
      void navigate({ href: loginHref(href) });
      return;
    }
    const change: FavouriteChange = {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      add: !isFavourite(game.nodeId),
    };
    queue.record(user, change, ids.data ? serverIds.has(game.nodeId) : undefined);
    if (!change.add) {
      queryClient.setQueriesData<InfiniteData<GamePage, number>>(
        { queryKey: lobbyKeys.favouritesOf(user) },
        (old) => (old ? withoutGame(old, game.nodeId) : old),
      );
    }
    if (isOnline()) replay(queryClient);
    else showSavedWhenOnline();
  };

  /** A game unstarred but not yet confirmed: the favourites tab leaves it out even if a refetch has it. */
  const removing = (nodeId: number) => queue.wanted(user, nodeId) === false;
  const waiting =
    user !== null && queue.owner === user && queue.size > 0 && (!online || queue.waitingForNetwork);
  return { isFavourite, toggle, signedIn: user !== null, removing, waiting };
}
