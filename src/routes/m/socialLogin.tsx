import { msg } from '@lingui/core/macro';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { SocialLanding } from '../../features/social-login/social-landing.tsx';
import { SOCIAL_LANDING_ROUTE } from '../../shared/schemas/social.ts';

/**
 * Our own (issue 34): where the server's Google or Facebook callback sends the browser, with a one-time
 * ticket or an error in the fragment (SOCIAL_LANDING_ROUTE); public, as the login page is.
 */
export const Route = createFileRoute('/m/socialLogin')({
  staticData: { shell: { header: 'page', footer: false, title: msg`Log in`, backTo: '/m/login' } },
  component: function SocialLogin() {
    const { pathname, hash } = useLocation();
    // Leaving (the session started, home loading), the page may mount once more under the new address,
    // which has no fragment: it must not read that as an expired sign-in and send the member to login.
    if (pathname !== SOCIAL_LANDING_ROUTE) return null;
    return <SocialLanding fragment={hash} />;
  },
});
