import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { guardNoTrial } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/mine')({
  staticData: { shell: { header: 'none', footer: true, title: msg`Member centre` } },
  beforeLoad: guardNoTrial,
  component: ComingSoon,
});
