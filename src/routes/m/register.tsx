import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { publicKeyQueryOptions } from '../../features/auth/api.ts';
import { RegisterPage } from '../../features/auth/register-page.tsx';
import { registrationSettingsQueryOptions } from '../../lib/account/api.ts';
import { searchText } from '../../lib/search.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';

/** ?code= or ?aff= prefills the agent's invitation code; ?ref= carries a member's invite link (referral code). */
const SearchSchema = v.object({ code: searchText(32), aff: searchText(32), ref: searchText(32) });

export const Route = createFileRoute('/m/register')({
  staticData: { shell: { header: 'none', footer: false, title: msg`Register`, backTo: '/m/home' } },
  validateSearch: SearchSchema,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(registrationSettingsQueryOptions());
    void queryClient.prefetchQuery(publicKeyQueryOptions());
  },
  component: function Register() {
    const { code, aff, ref } = Route.useSearch();
    const site = useSiteConfig();
    return <RegisterPage site={site.data} affiliateCode={code ?? aff} recommenderId={ref} />;
  },
});
