import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamPnlPage } from '../../../../features/agent-team/team-pnl-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/agent/team/pnl')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Team profit and loss` } },
  beforeLoad: guardAgent,
  component: TeamPnlPage,
});
