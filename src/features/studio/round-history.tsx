import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Round } from '../../shared/schemas/studio.ts';
import { verifyRound } from '../../shared/studio/rounds.ts';
import type { StudioBackend } from './backend.ts';
import { useMoney } from './currency.ts';
import { roundSummary, timesFixed } from './display.ts';
import styles from './studio.module.css';

type Check = 'checking' | 'ok' | 'bad';

/** The fairness page's fields for a revealed round: its seeds, nonce and what the player chose. */
function fairnessSearch(round: Round, serverSeed: string) {
  const o = round.outcome;
  return {
    game: o.game,
    serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    ...(o.game === 'dice' ? { target: o.target, direction: o.direction } : {}),
    ...(o.game === 'plinko' ? { risk: o.risk } : {}),
    ...(o.game === 'keno' ? { picks: o.picks.join(',') } : {}),
    ...(o.game === 'color' ? { colour: o.colour } : {}),
    ...(o.game === 'crash' && o.autoX100 !== null ? { auto: o.autoX100 } : {}),
    ...(o.game === 'mines' ? { mines: o.mines } : {}),
  };
}

/** A round in a few words: a live game's says how it ended, the others what they multiplied the bet by. */
function Summary({ outcome }: { outcome: Round['outcome'] }) {
  if (outcome.game === 'crash') {
    const crashed = timesFixed(outcome.crashX100);
    if (outcome.cashedX100 === null) return <Trans>crashed at {crashed}</Trans>;
    const cashed = timesFixed(outcome.cashedX100);
    return (
      <Trans>
        cashed out at {cashed} (crashed at {crashed})
      </Trans>
    );
  }
  if (outcome.game === 'mines') {
    const mines = outcome.mines;
    if (outcome.cashedX100 === null) return <Trans>mines: {mines}, hit one</Trans>;
    const cashed = timesFixed(outcome.cashedX100);
    return (
      <Trans>
        mines: {mines}, cashed out at {cashed}
      </Trans>
    );
  }
  return <>{roundSummary(outcome)}</>;
}

/** The latest rounds; once a seed is revealed each of its rounds is re-played here, in the browser. */
export function RoundHistory({ query }: { query: StudioBackend['rounds'] }) {
  const { t } = useLingui();
  const money = useMoney();
  const rounds = useQuery(query);
  const [checks, setChecks] = useState<Record<string, Check>>({});

  const verify = (round: Round) => {
    if (!round.serverSeed) return;
    setChecks((c) => ({ ...c, [round.roundId]: 'checking' }));
    void verifyRound(round, round.serverSeed)
      .catch(() => false)
      .then((ok) => setChecks((c) => ({ ...c, [round.roundId]: ok ? 'ok' : 'bad' })));
  };

  return (
    <section className={styles.panel} aria-label={t`Round history`}>
      <h2 className={styles.heading}>
        <Trans>Round history</Trans>
      </h2>
      {rounds.isError ? (
        <p role="alert" className={styles.error}>
          <Trans>The history could not be loaded.</Trans>{' '}
          <button
            type="button"
            className="button-secondary button-small"
            onClick={() => void rounds.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : !rounds.data ? (
        <p className={styles.muted}>
          <Trans>Loading…</Trans>
        </p>
      ) : rounds.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No rounds yet.</Trans>
        </p>
      ) : (
        <ol className={styles.history}>
          {rounds.data.map((round) => {
            const check = checks[round.roundId];
            return (
              <li key={round.roundId} className={styles.round} data-testid="round">
                <span>
                  #{round.nonce} · <Summary outcome={round.outcome} />
                </span>
                <span>
                  {money(round.betCents)} → {money(round.winCents)}
                </span>
                {round.serverSeed ? (
                  <span className={styles.verify}>
                    <button
                      type="button"
                      className="button-secondary button-small"
                      disabled={check === 'checking'}
                      onClick={() => verify(round)}
                    >
                      <Trans>Verify round {round.nonce}</Trans>
                    </button>
                    <Link
                      to="/m/fairness"
                      search={fairnessSearch(round, round.serverSeed)}
                      className="button-secondary button-small"
                    >
                      <Trans>Check round {round.nonce} yourself</Trans>
                    </Link>
                    <output aria-live="polite">
                      {check === 'ok' ? (
                        <span className={styles.won}>
                          <Trans>✓ Verified</Trans>
                        </span>
                      ) : check === 'bad' ? (
                        <span className={styles.bad}>
                          <Trans>✗ Does not match</Trans>
                        </span>
                      ) : null}
                    </output>
                  </span>
                ) : (
                  <span className={styles.muted}>
                    <Trans>Seed live: rotate it to verify</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
