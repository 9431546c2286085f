import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { rainStateQueryOptions } from '../../features/red-rain/api.ts';
import { RedRainPage } from '../../features/red-rain/red-rain-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';
import { sessionStore } from '../../stores/session.ts';

export const Route = createFileRoute('/m/redRain')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Red envelope rain` } },
  beforeLoad: guardRealMember,
  loader: ({ context: { queryClient } }) => {
    const user = sessionStore.session?.userName;
    if (user) void queryClient.prefetchQuery(rainStateQueryOptions(user));
  },
  component: RedRainPage,
});
