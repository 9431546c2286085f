import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgentRebatePage } from '../../../../features/agent-rebates/agent-rebate-page.tsx';
import { agentRebatesQueryOptions } from '../../../../features/agent-rebates/api.ts';
import { guardAgent } from '../../../../lib/session-guard.ts';
import { sessionStore } from '../../../../stores/session.ts';

export const Route = createFileRoute('/m/member/agent/agentRebeat')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Agent rebate settings` } },
  beforeLoad: guardAgent,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(agentRebatesQueryOptions(user));
  },
  component: AgentRebatePage,
});
