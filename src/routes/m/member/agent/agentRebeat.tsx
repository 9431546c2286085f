import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgentRebatePage } from '../../../../features/agent-rebates/agent-rebate-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/agentRebeat')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Agent rebate settings` } },
  beforeLoad: guardAgent,
  component: AgentRebatePage,
});
