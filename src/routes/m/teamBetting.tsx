import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamBetsPage } from '../../features/agent-team/team-bets-page.tsx';
import { guardAgent } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/teamBetting')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Team betting` } },
  beforeLoad: guardAgent,
  component: TeamBetsPage,
});
