import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { contractOverviewQueryOptions } from '../../../../features/agent-contracts/api.ts';
import { SalaryContractPage } from '../../../../features/agent-contracts/contract-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';
import { sessionStore } from '../../../../stores/session.ts';

export const Route = createFileRoute('/m/member/agent/getSalaryContract')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Daily salary contract` } },
  beforeLoad: guardAgent,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(contractOverviewQueryOptions(user, 'salary'));
  },
  component: SalaryContractPage,
});
