import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgentHomePage } from '../../../features/agent-home/agent-home-page.tsx';
import { agentKpiQueryOptions, todayRequest } from '../../../features/agent-home/api.ts';
import { walletQueryOptions } from '../../../lib/account/api.ts';
import { guardAgent } from '../../../lib/session-guard.ts';
import { sessionStore } from '../../../stores/session.ts';

export const Route = createFileRoute('/m/agent/')({
  // The agent home has its own footer (features/agent-home/agent-footer.tsx).
  staticData: { shell: { header: 'none', footer: false, title: msg`Agent centre` } },
  beforeLoad: guardAgent,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (!user) return;
    void queryClient.prefetchQuery(agentKpiQueryOptions(user, todayRequest()));
    void queryClient.prefetchQuery(walletQueryOptions(user));
  },
  component: AgentHomePage,
});
