import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/m/activity')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Promotions` } },
  component: ComingSoon,
});
