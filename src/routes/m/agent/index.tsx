import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { guardAgent } from '../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/agent/')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Agent centre` } },
  beforeLoad: guardAgent,
  component: ComingSoon,
});
