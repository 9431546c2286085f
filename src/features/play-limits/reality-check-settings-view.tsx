import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useOnline } from '../../lib/online.ts';
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '../../shared/constants/protection.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import { sessionStore } from '../../stores/session.ts';
import { playLimitKeys, realityQueryOptions, setRealityMutationOptions } from './api.ts';
import { limitsErrorMessage } from './limit-labels.ts';
import styles from './play-limits.module.css';

const INTERVAL_LABELS: Record<RealityCheckInterval, MessageDescriptor> = {
  0: msg`Off`,
  15: msg`Every 15 minutes`,
  30: msg`Every 30 minutes`,
  60: msg`Every 60 minutes`,
};

interface Props {
  /** Optional: e.g. back to the Responsible gaming menu. */
  onDone?: () => void;
}

/** The reality check's interval: while you play, a reminder of the time played and the net result. */
export function RealityCheckSettingsView({ onDone }: Props) {
  const { i18n } = useLingui();
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const online = useOnline();
  const queryClient = useQueryClient();
  const reality = useQuery({ ...realityQueryOptions(user), enabled: Boolean(session) });
  const save = useMutation(setRealityMutationOptions());
  const titleId = useId();
  if (!session) return null;
  if (reality.isError) return <ErrorState error={reality.error} onRetry={() => void reality.refetch()} />;
  if (!reality.data)
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  const current = reality.data.intervalMinutes;
  const choose = (intervalMinutes: RealityCheckInterval) =>
    save.mutate(
      { intervalMinutes },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(playLimitKeys.reality(user), answer);
          showToast(msg`Reality check saved`, TOAST_MS.short);
        },
        onError: (err) => showToast(limitsErrorMessage(err)),
      },
    );
  return (
    <div className={styles.page}>
      <h2 id={titleId} className={styles.heading}>
        <Trans>Reality check</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          While you play, a reminder shows how long you have been playing and how much you have won or lost.
        </Trans>
      </p>
      <fieldset className={styles.choices} aria-labelledby={titleId} disabled={!online || save.isPending}>
        {REALITY_CHECK_INTERVALS.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input
              type="radio"
              name="reality-interval"
              checked={current === minutes}
              onChange={() => choose(minutes)}
            />
            {i18n._(INTERVAL_LABELS[minutes])}
          </label>
        ))}
      </fieldset>
      <OfflineHint />
      {onDone ? (
        <button type="button" className="button-secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      ) : null}
    </div>
  );
}
