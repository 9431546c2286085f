import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/coming-soon.tsx';
import { guardRealMember } from '../../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/agent/getDevidendContract')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Dividend contract` } },
  beforeLoad: guardRealMember,
  component: ComingSoon,
});
