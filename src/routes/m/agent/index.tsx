import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AgentHomePage } from '../../../features/agent-home/agent-home-page.tsx';
import { guardAgent } from '../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/agent/')({
  // The agent home has its own footer (features/agent-home/agent-footer.tsx).
  staticData: { shell: { header: 'none', footer: false, title: msg`Agent centre` } },
  beforeLoad: guardAgent,
  component: AgentHomePage,
});
