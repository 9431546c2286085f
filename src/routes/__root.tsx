import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found.tsx';
import { AppShell } from '../components/shell/app-shell.tsx';
import { SiteBoot } from '../features/site/site-boot.tsx';

function Root() {
  return (
    <SiteBoot>
      <AppShell />
    </SiteBoot>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Used only when no child route matches: the not-found screen inside the shell.
  staticData: { shell: { header: 'page', footer: true, title: msg`Page not found` } },
  component: Root,
  notFoundComponent: NotFound,
});
