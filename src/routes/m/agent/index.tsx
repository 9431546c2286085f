import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/m/agent/')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Agent centre` } },
  component: ComingSoon,
});
