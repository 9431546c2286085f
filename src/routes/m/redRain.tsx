import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RedRainPage } from '../../features/red-rain/red-rain-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/redRain')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Red envelope rain` } },
  beforeLoad: guardRealMember,
  component: RedRainPage,
});
