import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GameCenter } from '../../features/game-list/game-center.tsx';

export const Route = createFileRoute('/m/gameCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Game centre` } },
  component: GameCenter,
});
