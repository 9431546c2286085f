import type { MessageDescriptor } from '@lingui/core';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { errorCode } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { pluralCategory } from '../../lib/plural.ts';
import { useReducedMotion } from '../../lib/reduced-motion.ts';
import { RAIN_GRID_SIZE } from '../../shared/constants/red-rain.ts';
import { RAIN_CODES } from '../../shared/errors/rain.ts';
import type { RainSession, RainState } from '../../shared/schemas/red-rain.ts';
import { sessionStore } from '../../stores/session.ts';
import { grabMutationOptions, rainKeys, rainStateQueryOptions } from './api.ts';
import { Countdown, useRainPhase } from './countdown.tsx';
import { RainCanvas } from './rain-canvas.tsx';
import { FINAL_CODES, rainCodeMessage, rainErrorMessage } from './rain-messages.ts';
import styles from './red-rain.module.css';

interface Tally {
  grabs: number;
  totalCents: number;
  /** Amounts of this visit's grabs, newest first. */
  amounts: number[];
  balanceCents: number | null;
}

/**
 * The grabs of one session, sent one after another: each tap queues one, each request carries the next seq
 * (the server's count + 1), so a retried request (no answer) is the same grab and pays once.
 */
function useGrabs(session: RainSession, start: { grabs: number; totalCents: number }) {
  const queryClient = useQueryClient();
  // mutateAsync is stable: onCatch keeps its identity and the canvas (memo) never re-renders for a tick.
  const { mutateAsync: sendGrab } = useMutation(grabMutationOptions());
  const [tally, setTally] = useState<Tally>({ ...start, amounts: [], balanceCents: null });
  const [final, setFinal] = useState<MessageDescriptor | null>(
    session.exhausted ? rainCodeMessage(RAIN_CODES.exhausted) : null,
  );
  const [popups, setPopups] = useState<{ id: number; cents: number }[]>([]);
  const confirmed = useRef(start.grabs);
  const queued = useRef(0);
  const sending = useRef(false);
  const popupId = useRef(0);

  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (queued.current > 0) {
        const seq = confirmed.current + 1;
        try {
          const r = await sendGrab({ sessionId: session.id, seq });
          confirmed.current = r.grabs;
          queued.current--;
          const id = ++popupId.current;
          setTally((t) => ({
            grabs: r.grabs,
            totalCents: r.totalCents,
            amounts: [r.amountCents, ...t.amounts],
            balanceCents: r.balanceCents,
          }));
          setPopups((p) => [...p.slice(-4), { id, cents: r.amountCents }]);
          setTimeout(() => setPopups((p) => p.filter((x) => x.id !== id)), 1200);
          if (r.grabs >= session.maxGrabs) setFinal(rainCodeMessage(RAIN_CODES.capReached));
        } catch (err) {
          queued.current = 0;
          if (FINAL_CODES.includes(errorCode(err))) setFinal(rainErrorMessage(err));
          else showToast(rainErrorMessage(err));
        }
      }
    } finally {
      sending.current = false;
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    }
  }, [sendGrab, queryClient, session.id, session.maxGrabs]);

  const onCatch = useCallback(() => {
    if (confirmed.current + queued.current >= session.maxGrabs) return;
    queued.current++;
    void pump();
  }, [pump, session.maxGrabs]);

  const done = final !== null || tally.grabs >= session.maxGrabs;
  return { tally, popups, onCatch, done, final };
}

/** The reduced-motion rain: a grid of envelopes that stay still; each tapped one opens. */
function EnvelopeGrid({ onCatch, disabled }: { onCatch: () => void; disabled: boolean }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const open = (i: number) => {
    const next = new Set(opened).add(i);
    // Every envelope opened: a fresh grid, as more would have fallen.
    setOpened(next.size >= RAIN_GRID_SIZE ? new Set() : next);
    onCatch();
  };
  return (
    <ul className={styles.grid} data-testid="rain-grid">
      {Array.from({ length: RAIN_GRID_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the grid's cells are fixed places
        <li key={i}>
          <button
            type="button"
            className={styles.gridEnvelope}
            data-opened={opened.has(i)}
            disabled={disabled || opened.has(i)}
            aria-label={t`Grab envelope ${i + 1}`}
            onClick={() => open(i)}
          />
        </li>
      ))}
    </ul>
  );
}

function Results({ tally, final }: { tally: Tally; final: MessageDescriptor | null }) {
  const { i18n, t } = useLingui();
  const { grabs } = tally;
  return (
    <section className={styles.results} data-testid="rain-results" aria-live="polite">
      <h2 className={styles.resultsTitle}>
        <Trans>Your red envelopes</Trans>
      </h2>
      {final ? <p className={styles.muted}>{t(final)}</p> : null}
      <p className={styles.total} data-testid="rain-results-total">
        {formatPeso(tally.totalCents, i18n.locale)}
      </p>
      <p className={styles.muted}>
        <Select
          value={pluralCategory(grabs, i18n.locale)}
          _one={`${grabs} envelope grabbed`}
          other={`${grabs} envelopes grabbed`}
        />
      </p>
      {tally.amounts.length ? (
        <ul className={styles.amounts}>
          {tally.amounts.map((cents, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: amounts only ever grow at the front
            <li key={tally.amounts.length - i}>{formatPeso(cents, i18n.locale)}</li>
          ))}
        </ul>
      ) : null}
      {tally.balanceCents !== null ? (
        <p data-testid="rain-balance">
          <Trans>Balance: {formatPeso(tally.balanceCents, i18n.locale)}</Trans>
        </p>
      ) : null}
    </section>
  );
}

function Rain({ state, receivedAt }: { state: RainState & { session: RainSession }; receivedAt: number }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const { session } = state;
  const { tally, popups, onCatch, done, final } = useGrabs(session, state);
  const reducedMotion = useReducedMotion();
  // The server's clock minus this device's: the countdowns and the phase go by the server's.
  const offset = Date.parse(state.now) - receivedAt;
  const phase = useRainPhase(session, offset);

  // Past the end: the next session (if any) is asked for when the member leaves the results.
  const over = phase === 'over';
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: rainKeys.state(user), refetchType: 'none' });
  }, [over, queryClient, user]);

  if (phase === 'waiting') {
    return (
      <section className={styles.waiting} data-testid="rain-waiting">
        <p className={styles.muted}>
          <Trans>The next red envelope rain starts in</Trans>
        </p>
        <Countdown
          className={styles.countdown}
          at={Date.parse(session.startsAt)}
          offset={offset}
          testId="rain-countdown"
        />
        <p className={styles.muted}>
          <Trans>
            {formatOperatorTime(session.startsAt, i18n.locale)} · up to {session.maxGrabs} envelopes of{' '}
            {formatPeso(session.minGrabCents, i18n.locale)} to {formatPeso(session.maxGrabCents, i18n.locale)}
          </Trans>
        </p>
      </section>
    );
  }
  if (over || done) return <Results tally={tally} final={final} />;

  return (
    <section className={styles.play}>
      <div className={styles.bar}>
        <p data-testid="rain-tally" aria-live="polite">
          <Trans>
            {tally.grabs} of {session.maxGrabs} · {formatPeso(tally.totalCents, i18n.locale)}
          </Trans>
        </p>
        <Countdown at={Date.parse(session.endsAt)} offset={offset} label={t`Time left`} />
      </div>
      <div className={styles.stage}>
        {reducedMotion ? (
          <EnvelopeGrid onCatch={onCatch} disabled={done} />
        ) : (
          <RainCanvas spawning={!done} onCatch={onCatch} />
        )}
        <div className={styles.popups} aria-hidden="true">
          {popups.map((p) => (
            <span key={p.id} className={styles.popup}>
              +{formatPeso(p.cents, i18n.locale)}
            </span>
          ))}
        </div>
      </div>
      <p className={styles.hint}>
        {reducedMotion ? (
          <Trans>Tap the envelopes to open them.</Trans>
        ) : (
          <Trans>Tap the falling envelopes!</Trans>
        )}
      </p>
    </section>
  );
}

/** /m/redRain: the next rain's countdown, the rain itself (falling, or a still grid), and the results. */
export function RedRainPage() {
  const online = useOnline();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const query = useQuery({ ...rainStateQueryOptions(user), enabled: !!user });

  let body: ReactNode;
  if (!query.data && !online) {
    body = (
      <p className={styles.muted} role="status">
        <Trans>You are offline. The red envelope rain shows once you are connected.</Trans>
      </p>
    );
  } else if (query.isPending) {
    body = <div className={styles.skeleton} aria-busy="true" />;
  } else if (!query.data) {
    body = (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>The red envelope rain could not be loaded.</Trans>
      </SectionError>
    );
  } else if (!query.data.session) {
    body = (
      <NoData>
        <Trans>No red envelope rain is scheduled right now. Check back later.</Trans>
      </NoData>
    );
  } else {
    // A new session (or a reload) starts a fresh screen: keyed by the session.
    body = (
      <Rain
        key={query.data.session.id}
        state={{ ...query.data, session: query.data.session }}
        receivedAt={query.dataUpdatedAt}
      />
    );
  }
  return <div className={styles.page}>{body}</div>;
}
