import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { rebateAccrualQueryOptions } from '../../../features/rebates/api.ts';
import { ManualRebatePage } from '../../../features/rebates/manual-rebate-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';
import { sessionStore } from '../../../stores/session.ts';

export const Route = createFileRoute('/m/member/manualRebate')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Manual rebate` } },
  beforeLoad: guardRealMember,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(rebateAccrualQueryOptions(user));
  },
  component: ManualRebatePage,
});
