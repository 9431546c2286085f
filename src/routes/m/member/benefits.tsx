import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { vipStatusQueryOptions } from '../../../features/vip-club/api.ts';
import { BenefitsPage } from '../../../features/vip-club/benefits-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';
import { sessionStore } from '../../../stores/session.ts';

export const Route = createFileRoute('/m/member/benefits')({
  staticData: { shell: { header: 'page', footer: true, title: msg`VIP benefits` } },
  beforeLoad: guardRealMember,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(vipStatusQueryOptions(user));
  },
  component: BenefitsPage,
});
