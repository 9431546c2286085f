import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSignInNotice } from '../../lib/account/social-return.ts';
import { useStartTrial } from '../../lib/account/use-start-trial.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './auth.module.css';
import { AuthTopBar } from './auth-top-bar.tsx';
import { DownloadLink } from './download-link.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginNav } from './login-nav.tsx';
import { SocialLogin } from './social-login.tsx';

/** The login screen (SPEC.md section 2). `site` comes from the route (features do not import each other). */
export function LoginPage({
  site,
  redirect,
}: {
  site: SiteConfig | undefined;
  redirect: string | undefined;
}) {
  const navigate = useNavigate();
  const trial = useStartTrial();
  // A Google or Facebook sign-in that did not go through comes back here with its reason (issue 34).
  const notice = useSignInNotice();

  return (
    <div className={styles.page}>
      <AuthTopBar title={<Trans>Log in</Trans>} onBack={() => void navigate({ to: '/m/home' })} />
      <div className={styles.body}>
        <LoginForm
          smsEnabled={Boolean(site?.switches.MOBILEVERCODELOGIN3)}
          redirect={redirect}
          notice={notice}
          social={<SocialLogin site={site} variant="icons" redirect={redirect} />}
        />
        <button
          type="button"
          className={`button-secondary ${styles.secondary}`}
          disabled={trial.isPending}
          onClick={() => trial.mutate()}
        >
          <Trans>Test play</Trans>
        </button>
        <LoginNav site={site} />
        <DownloadLink site={site} />
      </div>
    </div>
  );
}
