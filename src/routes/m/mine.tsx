import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/m/mine')({
  staticData: { shell: { header: 'none', footer: true, title: msg`Member centre` } },
  component: ComingSoon,
});
