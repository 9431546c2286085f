import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgentRegisterPage } from '../../features/agent-accounts/agent-register-page.tsx';
import { guardAgent } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/agentRegister')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Open an account` } },
  beforeLoad: guardAgent,
  component: AgentRegisterPage,
});
