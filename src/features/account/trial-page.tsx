import { Trans, useLingui } from '@lingui/react/macro';
import { useStartTrial } from '../../lib/account/use-start-trial.ts';
import styles from './account.module.css';

/** Free trial (SPEC.md section 4): create a trial account, keep its name, log in as it (type 4). */
export function TrialPage() {
  const { t } = useLingui();
  const trial = useStartTrial();

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
        onClick={() => trial.mutate()}
      >
        {trial.isPending ? t`Please wait` : t`Start free trial`}
      </button>
    </section>
  );
}
