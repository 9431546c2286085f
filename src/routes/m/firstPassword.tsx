import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { FirstPasswordPage } from '../../features/account/first-password-page.tsx';
import { guardMemberHome } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/firstPassword')({
  // SPEC.md section 2's header title "first password"; the root route sends such a session here (issue 35).
  staticData: { shell: { header: 'page', footer: false, title: msg`First password` } },
  beforeLoad: guardMemberHome,
  component: function FirstPassword() {
    // ?redirect= is where the member was going; no search schema on the first load's route table: the page
    // takes only an app path (safeRedirect), anything else goes home.
    const { redirect } = useSearch({ strict: false }) as { redirect?: unknown };
    return <FirstPasswordPage redirect={redirect} />;
  },
});
