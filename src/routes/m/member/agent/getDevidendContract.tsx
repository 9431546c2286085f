import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DividendContractPage } from '../../../../features/agent-contracts/contract-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/getDevidendContract')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Dividend contract` } },
  beforeLoad: guardAgent,
  component: DividendContractPage,
});
