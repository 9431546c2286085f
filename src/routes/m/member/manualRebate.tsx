import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ManualRebatePage } from '../../../features/rebates/manual-rebate-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/manualRebate')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Manual rebate` } },
  beforeLoad: guardRealMember,
  component: ManualRebatePage,
});
