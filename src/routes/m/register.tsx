import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/m/register')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Register`, backTo: '/m/home' } },
  component: ComingSoon,
});
