import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HourlyContractPage } from '../../../../features/agent-contracts/contract-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/getHourContract')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Hourly salary contract` } },
  beforeLoad: guardAgent,
  component: HourlyContractPage,
});
