import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/coming-soon.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/agentDivident')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Dividends` } },
  beforeLoad: guardAgent,
  component: ComingSoon,
});
