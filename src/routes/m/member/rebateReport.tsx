import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RebateReportPage } from '../../../features/rebates/rebate-report-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/rebateReport')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Rebate report` } },
  beforeLoad: guardRealMember,
  component: RebateReportPage,
});
