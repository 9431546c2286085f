import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentIncomeQueryOptions } from '../../../features/agent-rebates/api.ts';
import { TeamRebatePage } from '../../../features/agent-rebates/team-rebate-page.tsx';
import { guardAgent } from '../../../lib/session-guard.ts';
import { sessionStore } from '../../../stores/session.ts';

export const Route = createFileRoute('/m/member/teamRebate')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Team rebate income` } },
  beforeLoad: guardAgent,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchInfiniteQuery(agentIncomeQueryOptions(user));
  },
  component: TeamRebatePage,
});
