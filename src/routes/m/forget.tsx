import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForgotPage } from '../../features/account/forgot-page.tsx';
import { searchText } from '../../lib/search.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';

function ForgetRoute() {
  const { resetToken } = Route.useSearch();
  const phoneAllowed = useSiteConfig().data?.switches.CHNGPASSVERIF3 ?? false;
  return <ForgotPage resetToken={resetToken} phoneAllowed={phoneAllowed} />;
}

export const Route = createFileRoute('/m/forget')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Forgot password`, backTo: '/m/home' } },
  // `resetToken` arrives with the e-mailed reset link.
  validateSearch: v.object({ resetToken: searchText(128) }),
  component: ForgetRoute,
});
