import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/shell/app-shell.tsx';
import { NotFound } from '../components/not-found.tsx';
import { SiteBoot } from '../features/site/site-boot.tsx';
import { guardFirstPassword } from '../lib/account/first-password.ts';
import { loadCatalog } from '../lib/i18n.ts';
import { needsMessagesCatalog } from './-catalog.ts';

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
  // The lobby's strings load at start; any other page waits for the rest of the catalog (never ids).
  beforeLoad: async ({ matches, location }) => {
    const leaf = matches[matches.length - 1];
    // Before anything else, a member on a password someone else chose sets its own (issue 35).
    guardFirstPassword(leaf?.routeId, location.href);
    if (leaf && needsMessagesCatalog(leaf.routeId, leaf.staticData)) await loadCatalog('messages');
  },
  component: Root,
  notFoundComponent: NotFound,
});
