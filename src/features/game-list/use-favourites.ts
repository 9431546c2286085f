import { msg } from '@lingui/core/macro';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { showToast } from '../../components/toast/toast-store.ts';
import { loginHref } from '../../lib/session-guard.ts';
import type { GameItem } from '../../shared/schemas/games.ts';
import { sessionStore } from '../../stores/session.ts';
import { addFavourite, favouriteIdsQueryOptions, type GamePage, lobbyKeys, removeFavourite } from './api.ts';

type Change = { game: GameItem; add: boolean };

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

/**
 * Favourite ids of the member and the star toggle (SPEC.md section 4): a visitor goes to login; the id
 * list and the favourites lists change locally first, then the server is told; a failure rolls back
 * with a toast. Adding an already favourited game does nothing.
 */
export function useFavourites() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? null;
  const ids = useQuery({ ...favouriteIdsQueryOptions(user ?? ''), enabled: user !== null });

  const mutation = useMutation({
    mutationFn: ({ game, add }: Change) =>
      (add ? addFavourite : removeFavourite)({ nodeId: game.nodeId, vendor: game.vassalage }),
    onMutate: async ({ game, add }) => {
      if (!user) return undefined;
      const idsKey = lobbyKeys.favouriteIds(user);
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previousIds = queryClient.getQueryData<number[]>(idsKey);
      const previousLists = queryClient.getQueriesData<InfiniteData<GamePage, number>>({
        queryKey: lobbyKeys.favouritesOf(user),
      });
      queryClient.setQueryData<number[]>(idsKey, (old) => toggledIds(old ?? [], game.nodeId, add));
      if (!add) {
        queryClient.setQueriesData<InfiniteData<GamePage, number>>(
          { queryKey: lobbyKeys.favouritesOf(user) },
          (old) => (old ? withoutGame(old, game.nodeId) : old),
        );
      }
      return { previousIds, previousLists, idsKey };
    },
    onError: (_err, _change, context) => {
      if (context) {
        queryClient.setQueryData(context.idsKey, context.previousIds);
        for (const [key, data] of context.previousLists) queryClient.setQueryData(key, data);
      }
      showToast(msg`Favourites could not be updated. Please try again.`);
    },
    onSettled: (_data, _err, { add }) => {
      if (!user) return;
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.favouriteIds(user) });
      // A removal is already shown; an addition appears on the favourites tab at the next visit.
      void queryClient.invalidateQueries({
        queryKey: lobbyKeys.favouritesOf(user),
        refetchType: add ? 'active' : 'none',
      });
    },
  });

  const favourite = new Set(ids.data ?? []);
  const toggle = (game: GameItem) => {
    if (!user) {
      void navigate({ href: loginHref(href) });
      return;
    }
    const add = !favourite.has(game.nodeId);
    mutation.mutate({ game, add });
  };
  return { isFavourite: (nodeId: number) => favourite.has(nodeId), toggle, signedIn: user !== null };
}
