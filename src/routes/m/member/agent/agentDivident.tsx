import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { settlementsQueryOptions } from '../../../../features/agent-contracts/api.ts';
import { DividendsPage } from '../../../../features/agent-contracts/dividends-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';
import { sessionStore } from '../../../../stores/session.ts';

export const Route = createFileRoute('/m/member/agent/agentDivident')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Dividends` } },
  beforeLoad: guardAgent,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchInfiniteQuery(settlementsQueryOptions(user, 'dividend'));
  },
  component: DividendsPage,
});
