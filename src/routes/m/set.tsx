import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/settings-page.tsx';
import { guardMemberHome } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/set')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Personal settings` } },
  // SPEC.md section 2: without a stored session the page redirects to /m/home.
  beforeLoad: guardMemberHome,
  component: SettingsPage,
});
