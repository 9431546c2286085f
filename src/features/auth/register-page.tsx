import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { SectionError } from '../../components/section-error.tsx';
import { registrationSettingsQueryOptions } from '../../lib/account/api.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import styles from './auth.module.css';
import { AuthTopBar } from './auth-top-bar.tsx';
import { DownloadLink } from './download-link.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialLogin } from './social-login.tsx';

/** The registration page (SPEC.md section 2). */
export function RegisterPage({
  site,
  affiliateCode,
  recommenderId,
}: {
  site: SiteConfig | undefined;
  affiliateCode: string | undefined;
  /** The referral code of an invite link (`?ref=`): sent as the registration's recommenderId. */
  recommenderId?: string | undefined;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const settings = useQuery(registrationSettingsQueryOptions());
  // SPEC.md section 2: home when this page is the only history entry, else back. The router's own
  // count also covers a tab that opened on this page after about:blank (length 2, nothing of ours).
  const back = () => {
    if (window.history.length <= 1 || !router.history.canGoBack()) void navigate({ to: '/m/home' });
    else router.history.back();
  };

  let body = (
    <div className={styles.form} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
  if (settings.data) {
    const { methods } = settings.data;
    body =
      methods.username || methods.mobile ? (
        <RegisterForm
          settings={settings.data}
          affiliateCode={affiliateCode}
          recommenderId={recommenderId}
          social={(start) => <SocialLogin site={site} variant="buttons" start={start} />}
        />
      ) : (
        <p role="status">
          <Trans>Registration is closed at the moment.</Trans>
        </p>
      );
  } else if (settings.isError) {
    body = (
      <SectionError error={settings.error} onRetry={() => void settings.refetch()}>
        <Trans>The registration form could not be loaded.</Trans>
      </SectionError>
    );
  }

  return (
    <div className={styles.page}>
      <AuthTopBar title={<Trans>Register</Trans>} onBack={back} />
      <div className={styles.body}>
        {body}
        <Link to="/m/login" className={styles.center}>
          <Trans>Already have an account? Log in</Trans>
        </Link>
        <DownloadLink site={site} />
      </div>
    </div>
  );
}
