import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { publicKeyQueryOptions } from '../../features/auth/api.ts';
import { LoginPage } from '../../features/auth/login-page.tsx';
import { searchText } from '../../lib/search.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';

/** ?redirect= is where a successful login goes (checked again by the page: /m/ paths only). */
const SearchSchema = v.object({ redirect: searchText(512) });

export const Route = createFileRoute('/m/login')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Log in`, backTo: '/m/home' } },
  validateSearch: SearchSchema,
  // Warm the sealing key so the first tap on "Log in" does not wait for it.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(publicKeyQueryOptions());
  },
  component: function Login() {
    const { redirect } = Route.useSearch();
    const site = useSiteConfig();
    return <LoginPage site={site.data} redirect={redirect} />;
  },
});
