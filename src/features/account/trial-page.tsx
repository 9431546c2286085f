import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../components/toast/toast-store.ts';
import { writeStorage } from '../../lib/storage.ts';
import { MEMBER_TYPE_TRIAL, TOAST_MS } from '../../shared/constants.ts';
import { sessionFromLogin, setSession, TRIAL_USER_KEY } from '../../stores/session.ts';
import styles from './account.module.css';
import { trialMutationOptions } from './api.ts';
import { accountMessage, errorCode } from './messages.ts';

/** Free trial (SPEC.md section 4): create a trial account, keep its name, log in as it (type 4). */
export function TrialPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const trial = useMutation(trialMutationOptions());

  const start = () => {
    const hide = showToast(msg`Please wait`, TOAST_MS.loadingLong);
    trial.mutate(undefined, {
      onSuccess: (result) => {
        hide();
        writeStorage('session', TRIAL_USER_KEY, result.userName);
        setSession({ ...sessionFromLogin(result), type: MEMBER_TYPE_TRIAL });
        void navigate({ to: '/m/home' });
      },
      onError: (err) => {
        hide();
        showToast(accountMessage(errorCode(err)));
      },
    });
  };

  return (
    <section className={styles.page} aria-labelledby="trial-heading">
      <h2 id="trial-heading" className={styles.heading}>
        <Trans>Try the games for free</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          A free trial gives you a guest account with play credit, so you can try the games without
          registering. Trial accounts cannot deposit, withdraw or use the member centre, and the guest account
          ends when you close the browser tab.
        </Trans>
      </p>
      <button
        type="button"
        className={`button-primary ${styles.submit}`}
        disabled={trial.isPending}
        aria-busy={trial.isPending || undefined}
        onClick={start}
      >
        {trial.isPending ? t`Please wait` : t`Start free trial`}
      </button>
    </section>
  );
}
