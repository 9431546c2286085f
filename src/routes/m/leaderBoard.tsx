import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LeaderboardPage } from '../../features/missions/leaderboard-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

// No loader prefetch: the missions' schemas stay in the lazy screen's chunk, out of the entry.
export const Route = createFileRoute('/m/leaderBoard')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Leaderboard` } },
  beforeLoad: guardRealMember,
  component: LeaderboardPage,
});
