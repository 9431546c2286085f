import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BenefitsPage } from '../../../features/vip-club/benefits-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';

export const Route = createFileRoute('/m/member/benefits')({
  staticData: { shell: { header: 'page', footer: true, title: msg`VIP benefits` } },
  beforeLoad: guardRealMember,
  component: BenefitsPage,
});
