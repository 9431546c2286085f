import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../components/toast/toast-store.ts';
import { TOAST_MS } from '../../shared/constants.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { sessionFromLogin, setSession } from '../../stores/session.ts';
import { freeplay } from './api.ts';
import styles from './auth.module.css';
import { AuthTopBar } from './auth-top-bar.tsx';
import { DownloadLink } from './download-link.tsx';
import { LoginForm } from './login-form.tsx';
import { LoginNav } from './login-nav.tsx';
import { errorMessage } from './messages.ts';
import { SocialLogin } from './social-login.tsx';
import { useLoadingToast } from './use-loading-toast.ts';

/** The login screen (SPEC.md section 2). `site` comes from the route (features do not import each other). */
export function LoginPage({
  site,
  redirect,
}: {
  site: SiteConfig | undefined;
  redirect: string | undefined;
}) {
  const navigate = useNavigate();
  const loading = useLoadingToast();
  const trial = useMutation({
    mutationFn: freeplay,
    onMutate: () => loading.start(msg`Please wait…`, TOAST_MS.loadingLong),
    onSettled: () => loading.stop(),
    onSuccess: (result) => {
      // "Trial value not zero": an answer without a token is no trial session.
      if (!result.token) {
        showToast(msg`Test play is not available right now.`, TOAST_MS.short);
        return;
      }
      setSession(sessionFromLogin(result));
      void navigate({ to: '/m/home', replace: true });
    },
    onError: (err) => showToast(errorMessage(err), TOAST_MS.short),
  });

  return (
    <div className={styles.page}>
      <AuthTopBar title={<Trans>Log in</Trans>} onBack={() => void navigate({ to: '/m/home' })} />
      <div className={styles.body}>
        <LoginForm
          smsEnabled={Boolean(site?.switches.MOBILEVERCODELOGIN3)}
          redirect={redirect}
          social={<SocialLogin site={site} />}
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
