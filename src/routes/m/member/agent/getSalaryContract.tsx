import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SalaryContractPage } from '../../../../features/agent-contracts/contract-page.tsx';
import { guardAgent } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/getSalaryContract')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Daily salary contract` } },
  beforeLoad: guardAgent,
  component: SalaryContractPage,
});
