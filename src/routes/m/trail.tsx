import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TrialPage } from '../../features/account/trial-page.tsx';

export const Route = createFileRoute('/m/trail')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Free trial`, backTo: '/m/home' } },
  component: TrialPage,
});
