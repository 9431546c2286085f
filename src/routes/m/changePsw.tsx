import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../features/account/change-password-page.tsx';
import { guardMemberHome } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/changePsw')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Change password` } },
  // SPEC.md section 2: without a stored member session it redirects to /m/home.
  beforeLoad: guardMemberHome,
  component: ChangePasswordPage,
});
