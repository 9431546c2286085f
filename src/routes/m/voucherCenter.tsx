import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/voucherCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Deposit` } },
  beforeLoad: guardRealMember,
  component: ComingSoon,
});
