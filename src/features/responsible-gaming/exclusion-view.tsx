import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { dropSession } from '../../lib/session-guard.ts';
import {
  type ExclusionKind,
  type ExclusionPeriod,
  SELF_EXCLUSION_MONTHS,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
  TIMEOUT_MS,
  TIMEOUT_PERIODS,
  type TimeoutPeriod,
} from '../../shared/constants/protection.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { EXCLUSION_CODES } from '../../shared/errors/protection.ts';
import { loginPassword } from '../../shared/password.ts';
import type { ExclusionRequest } from '../../shared/schemas/protection.ts';
import { sessionStore } from '../../stores/session.ts';
import { passwordStatusQueryOptions, takeExclusionMutationOptions } from './api.ts';
import { PERIOD_LABELS, protectionErrorMessage, protectionFieldMessage } from './messages.ts';
import styles from './responsible-gaming.module.css';

/** The end a choice would have if taken now (the server's answer is the truth; this is for the question). */
function endOf(kind: ExclusionKind, period: ExclusionPeriod): number | null {
  if (kind === 'timeout') return Date.now() + TIMEOUT_MS[period as TimeoutPeriod];
  const months = SELF_EXCLUSION_MONTHS[period as SelfExclusionPeriod];
  if (months === null) return null;
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
}

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to permanent). The login password proves
 * it is the member, a confirmation says what it means; then the server signs every device out.
 */
export function ExclusionView() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [asking, setAsking] = useState<ExclusionRequest | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const take = useMutation(takeExclusionMutationOptions());
  // A mobile sign-up without a password proves itself by its session (the server checks the same).
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const status = useQuery({ ...passwordStatusQueryOptions(user), enabled: user !== '' });
  const needsPassword = status.data?.hasPassword !== false;
  const form = useForm<'password'>({
    initial: { password: '' },
    validate: (values) => ({ password: needsPassword ? loginPassword(values.password) : null }),
    message: (code) => i18n._(protectionFieldMessage(code)),
  });
  const periods: readonly ExclusionPeriod[] = kind === 'timeout' ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS;

  const choose = (next: ExclusionKind) => {
    setKind(next);
    setPeriod(next === 'timeout' ? '24h' : '6m');
    setFailure(null);
  };

  const confirm = (req: ExclusionRequest, close: () => void) => {
    close();
    take.mutate(req, {
      onSuccess: () => {
        showToast(
          req.kind === 'timeout'
            ? msg`Your time-out has started. You have been signed out.`
            : msg`Your self-exclusion has started. You have been signed out.`,
          TOAST_MS.long,
        );
        // The server revoked every session: forget this one and leave the member pages.
        dropSession(queryClient);
        void navigate({ to: '/m/home', replace: true });
      },
      onError: (err) => {
        if (errorCode(err) === EXCLUSION_CODES.passwordWrong) form.setError('password', errorCode(err));
        else setFailure(err);
      },
    });
  };

  const end = endOf(kind, period);
  const until = end === null ? null : formatOperatorTime(new Date(end).toISOString(), i18n.locale);
  const label = i18n._(PERIOD_LABELS[period]);

  return (
    <form
      className={styles.page}
      noValidate
      aria-label={t`Time-out and self-exclusion`}
      onSubmit={form.handleSubmit((values) => {
        if (!online || take.isPending) return;
        setFailure(null);
        setAsking({ kind, period, password: values.password } as ExclusionRequest);
      })}
    >
      <section className={styles.card}>
        <h2 className={styles.heading}>
          <Trans>Take a break</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>
            A time-out or self-exclusion starts at once: you are signed out on every device and cannot log in,
            play or bet until it ends. Nobody can shorten it, not even customer service.
          </Trans>
        </p>
        <div className={styles.tabs} role="tablist" aria-label={t`Kind of break`}>
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={kind === 'timeout'}
            onClick={() => choose('timeout')}
          >
            <Trans>Time-out</Trans>
          </button>
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={kind === 'exclusion'}
            onClick={() => choose('exclusion')}
          >
            <Trans>Self-exclusion</Trans>
          </button>
        </div>
        <fieldset className={styles.periods}>
          <legend className={styles.legend}>
            {kind === 'timeout' ? <Trans>Time-out for</Trans> : <Trans>Self-exclude for</Trans>}
          </legend>
          {periods.map((p) => (
            <label key={p} className={styles.period}>
              <input
                type="radio"
                name="period"
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
              />
              <span>{i18n._(PERIOD_LABELS[p])}</span>
            </label>
          ))}
        </fieldset>
        {needsPassword ? (
          <PasswordField
            {...form.field('password')}
            name="password"
            label={<Trans>Login password</Trans>}
            autoComplete="current-password"
            maxLength={128}
            required
          />
        ) : null}
        {failure ? <FormAlert>{i18n._(protectionErrorMessage(failure))}</FormAlert> : null}
        <OfflineHint />
        <button
          type="submit"
          className={`button-primary ${styles.submit}`}
          disabled={!online || take.isPending}
        >
          {kind === 'timeout' ? <Trans>Start time-out</Trans> : <Trans>Self-exclude</Trans>}
        </button>
      </section>
      {asking ? (
        <ConfirmDialog
          onClosed={() => setAsking(null)}
          onConfirm={(close) => confirm(asking, close)}
          confirmLabel={kind === 'timeout' ? <Trans>Start time-out</Trans> : <Trans>Self-exclude</Trans>}
        >
          {until === null ? (
            <Trans>
              Self-exclude permanently? You will be signed out now and will never be able to log in or play
              again. This cannot be undone.
            </Trans>
          ) : kind === 'timeout' ? (
            <Trans>
              Take a time-out of {label}? You will be signed out now and cannot log in or play until {until}.
              It cannot be shortened.
            </Trans>
          ) : (
            <Trans>
              Self-exclude for {label}? You will be signed out now and cannot log in or play until {until}. It
              cannot be shortened.
            </Trans>
          )}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
