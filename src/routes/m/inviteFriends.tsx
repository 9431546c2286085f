import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { referralSummaryQueryOptions } from '../../features/invite-friends/api.ts';
import { InvitePage } from '../../features/invite-friends/invite-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';
import { sessionStore } from '../../stores/session.ts';

export const Route = createFileRoute('/m/inviteFriends')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Invite friends` } },
  beforeLoad: guardRealMember,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(referralSummaryQueryOptions(user));
  },
  component: InvitePage,
});
