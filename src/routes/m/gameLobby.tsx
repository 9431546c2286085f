import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { vendorConfigQueryOptions } from '../../features/game-list/api.ts';
import { GameLobby } from '../../features/game-list/game-lobby.tsx';

export const Route = createFileRoute('/m/gameLobby')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Game lobby` } },
  // The vendor config is asked for while the screen's chunk loads.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(vendorConfigQueryOptions()),
  component: GameLobby,
});
