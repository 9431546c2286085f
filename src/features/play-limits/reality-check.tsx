import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Modal } from '../../components/modal/modal.tsx';
import { signOut } from '../../lib/account/sign-out.ts';
import { formatPeso } from '../../lib/money.ts';
import { sessionStore } from '../../stores/session.ts';
import { realityQueryOptions } from './api.ts';
import styles from './play-limits.module.css';

/** Where "Stop playing" leads: the Responsible gaming page (time-out, limits, help). */
const RESPONSIBLE_GAMING_PATH = '/m/responsibleGaming';

/**
 * The reality check (mounted lazily by the app shell for signed-in real members): with an interval set,
 * every N minutes of the current play session — as the server counts it from its own ledger — a dialog
 * shows the time played and the net result, with Continue, Stop playing and Log out.
 */
export function RealityCheck() {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const reality = useQuery({ ...realityQueryOptions(user), enabled: Boolean(session) });
  // The last reminder acknowledged, per play session (its start): the next one is due an interval later.
  const [seen, setSeen] = useState<{ since: string; count: number } | null>(null);
  const data = reality.data;
  if (!session || !data?.playingSince || data.intervalMinutes === 0) return null;
  const due = Math.floor(data.minutes / data.intervalMinutes);
  const acknowledged = seen?.since === data.playingSince ? seen.count : 0;
  if (due < 1 || due <= acknowledged) return null;
  const since = data.playingSince;
  return (
    <RealityDialog
      minutes={data.minutes}
      netCents={data.netCents}
      onClosed={() => setSeen({ since, count: due })}
    />
  );
}

function RealityDialog({
  minutes,
  netCents,
  onClosed,
}: {
  minutes: number;
  netCents: number;
  onClosed: () => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const amount = formatPeso(Math.abs(netCents), i18n.locale);
  return (
    <Modal labelledBy={titleId} onClosed={onClosed}>
      {(close) => (
        <div className={styles.page} role="document">
          <h2 id={titleId} className={styles.heading}>
            <Trans>Reality check</Trans>
          </h2>
          <dl className={styles.facts}>
            <dt>
              <Trans>Time played</Trans>
            </dt>
            <dd>
              {hours > 0 ? (
                <Trans>
                  {hours} h {rest} min
                </Trans>
              ) : (
                <Trans>{minutes} min</Trans>
              )}
            </dd>
            <dt>
              <Trans>Net result</Trans>
            </dt>
            <dd className={netCents < 0 ? styles.loss : undefined}>
              {netCents < 0 ? <Trans>Lost {amount}</Trans> : <Trans>Won {amount}</Trans>}
            </dd>
          </dl>
          <p className={styles.text}>
            <Trans>Take a break whenever you need one. You can set limits or a time-out at any time.</Trans>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                close();
                void navigate({ href: RESPONSIBLE_GAMING_PATH });
              }}
            >
              <Trans>Stop playing</Trans>
            </button>
            <button type="button" className="button-primary" onClick={close}>
              <Trans>Continue</Trans>
            </button>
          </div>
          <button type="button" className={styles.link} onClick={() => void signOut(queryClient)}>
            <Trans>Log out</Trans>
          </button>
        </div>
      )}
    </Modal>
  );
}
