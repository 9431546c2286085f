import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { errorCode } from '../../lib/messages.ts';
import { useOnline } from '../../lib/online.ts';
import { isPastDate, parseIsoDate } from '../../shared/age.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { AGE_CODES } from '../../shared/errors/protection.ts';
import { sessionStore } from '../../stores/session.ts';
import { birthDateQueryOptions, protectionKeys, setBirthDateMutationOptions } from './api.ts';
import { protectionErrorMessage } from './messages.ts';
import styles from './responsible-gaming.module.css';

/** A calendar date as the member's language writes it (no time zone: it is a date, not an instant). */
const formatDate = (iso: string, locale: string) => {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );
};

/**
 * The date of birth (security centre, `?view=birthday`): set once, never under the operator's minimum
 * age (the server checks it on the Manila calendar); once set it is only shown.
 */
export function BirthDateView({ onDone }: { onDone?: () => void }) {
  const { t, i18n } = useLingui();
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const status = useQuery({ ...birthDateQueryOptions(user), enabled: Boolean(session) });
  const queryClient = useQueryClient();
  const online = useOnline();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useMutation(setBirthDateMutationOptions());

  if (!session) return null;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data)
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  const { birthDate, minimumAge } = status.data;

  if (birthDate)
    return (
      <section className={`${styles.page}`}>
        <div className={styles.card}>
          <h2 className={styles.heading}>
            <Trans>Date of birth</Trans>
          </h2>
          <p className={styles.value}>{formatDate(birthDate, i18n.locale)}</p>
          <p className={styles.text}>
            <Trans>
              Your date of birth is set and cannot be changed. Contact customer service if it is wrong.
            </Trans>
          </p>
        </div>
      </section>
    );

  const chosen = formatDate(value, i18n.locale);
  const problemText =
    problem === AGE_CODES.dateInvalid
      ? i18n._(msg`Please enter a real date of birth.`)
      : problem === AGE_CODES.underAge
        ? i18n._(msg`You must be at least ${minimumAge} years old.`)
        : null;

  return (
    <form
      className={styles.page}
      noValidate
      aria-label={t`Date of birth`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!isPastDate(value, Date.now())) return setProblem(AGE_CODES.dateInvalid);
        setProblem(null);
        setAsking(true);
      }}
    >
      <div className={styles.card}>
        <h2 className={styles.heading}>
          <Trans>Date of birth</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>You must be at least {minimumAge} years old to play. The date can be set only once.</Trans>
        </p>
        <label className={styles.label} htmlFor={inputId}>
          <Trans>Date of birth</Trans>
        </label>
        <input
          id={inputId}
          className={styles.date}
          type="date"
          name="birthDate"
          required
          value={value}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setProblem(null);
          }}
        />
        {problemText ? <FormAlert id={`${inputId}-error`}>{problemText}</FormAlert> : null}
        <OfflineHint />
        <button
          type="submit"
          className={`button-primary ${styles.submit}`}
          disabled={!online || save.isPending || !value}
        >
          <Trans>Save</Trans>
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          onClosed={() => setAsking(false)}
          confirmLabel={<Trans>Save</Trans>}
          onConfirm={(close) => {
            close();
            save.mutate(value, {
              onSuccess: (next) => {
                queryClient.setQueryData(protectionKeys.birthDate(user), next);
                showToast(msg`Date of birth saved`, TOAST_MS.short);
                onDone?.();
              },
              onError: (err) => {
                const code = errorCode(err);
                if (code === AGE_CODES.underAge || code === AGE_CODES.dateInvalid) setProblem(code);
                else showToast(protectionErrorMessage(err));
              },
            });
          }}
        >
          <Trans>Save {chosen} as your date of birth? It cannot be changed later.</Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
