import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../features/invite-friends/invite-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/inviteFriends')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Invite friends` } },
  beforeLoad: guardRealMember,
  component: InvitePage,
});
