import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LiveRound, Round } from '../../shared/schemas/studio.ts';
import { MINES_CHOICES, MINES_TILES } from '../../shared/studio/mines.ts';
import { BetPicker } from './bet-picker.tsx';
import { useMoney } from './currency.ts';
import { timesFixed } from './display.ts';
import { LiveResult } from './live-result.tsx';
import styles from './mines.module.css';
import common from './studio.module.css';
import type { LiveStep, LiveTableProps } from './studio-game.tsx';

type MinesRound = Round & { outcome: Extract<Round['outcome'], { game: 'mines' }> };

type State =
  | { phase: 'idle'; last: MinesRound | null; gone: boolean }
  | { phase: 'starting'; last: MinesRound | null }
  /** `pending`: the tile being revealed, or a cash-out, on its way to the server. */
  | { phase: 'live'; live: LiveRound; pending: number | 'cashOut' | null };

const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

/** Where a move left the round: still live (one more gem), or over. */
function after(step: LiveStep, roundId: string) {
  return (s: State): State => {
    if (s.phase !== 'live' || s.live.roundId !== roundId) return s;
    if (step.state === 'live') return { phase: 'live', live: step.live, pending: null };
    if (step.state === 'gone') return { phase: 'idle', last: null, gone: true };
    const round = step.round;
    return {
      phase: 'idle',
      last: round.outcome.game === 'mines' ? (round as MinesRound) : null,
      gone: false,
    };
  };
}

function Gem() {
  return (
    <svg className={styles.art} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M9 5h14l6 8.5L16 28 3 13.5z" fill="#35d49a" />
      <path d="M9 5h14l6 8.5H3z" fill="#7ff0c4" />
      <path
        d="M3 13.5h26M9 5l4 8.5L16 5l3 8.5L23 5M13 13.5 16 28l3-14.5"
        fill="none"
        stroke="#0b3b2b"
        strokeOpacity=".45"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Mine() {
  return (
    <svg className={styles.art} viewBox="0 0 32 32" aria-hidden="true">
      <path
        d="M16 3v26M3 16h26M6.8 6.8l18.4 18.4M25.2 6.8 6.8 25.2"
        stroke="#141414"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="9" fill="#141414" />
      <circle cx="12.8" cy="12.8" r="2.6" fill="#fff" opacity=".85" />
    </svg>
  );
}

/**
 * Swerte Mines (src/shared/studio/mines.ts): a 5×5 field hides the mines the player chose, placed by the
 * seeds before the bet. Each gem revealed raises the multiplier; a mine loses the stake; cashing out
 * pays the stake times the multiplier. After the round every mine is shown.
 */
export function MinesGame({ bets, resume, start, act }: LiveTableProps) {
  const { t } = useLingui();
  const money = useMoney();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [mines, setMines] = useState<number>(resume?.mines?.mines ?? 3);
  const [state, setState] = useState<State>(() =>
    resume ? { phase: 'live', live: resume, pending: null } : { phase: 'idle', last: null, gone: false },
  );
  const live = state.phase === 'live' ? state : null;
  const board = live?.live.mines ?? null;
  const last = state.phase === 'live' ? null : state.last;

  // The field as shown: the gems found so far, and after a round every mine and the one hit.
  const revealed = board?.revealed ?? last?.outcome.revealed ?? [];
  const minesAt = last?.outcome.minesAt ?? [];
  const hit = last && last.outcome.cashedX100 === null ? last.outcome.revealed.at(-1) : undefined;
  const canReveal = live !== null && live.pending === null;

  const placeBet = () => {
    if (state.phase !== 'idle') return;
    const before = state.last;
    setState({ phase: 'starting', last: before });
    start({ betCents: bet, mines: { mines } })
      .then((round) => {
        if (round.mines) setMines(round.mines.mines);
        setState({ phase: 'live', live: round, pending: null });
      })
      .catch(() => setState({ phase: 'idle', last: before, gone: false })); // shown by the studio table
  };

  const move = (pending: number | 'cashOut') => {
    if (!live || live.pending !== null) return;
    // Nothing to cash yet: the server refuses a cash-out before the first gem.
    if (pending === 'cashOut' && !live.live.mines?.revealed.length) return;
    const open = live.live.roundId;
    setState({ ...live, pending });
    act(open, pending === 'cashOut' ? { kind: 'cashOut' } : { kind: 'reveal', tile: pending })
      .then((step) => setState(after(step, open)))
      // Shown by the studio table; the round stays as it was.
      .catch(() =>
        setState((s) => (s.phase === 'live' && s.live.roundId === open ? { ...s, pending: null } : s)),
      );
  };

  const tileLabel = (tile: number, shown: 'hidden' | 'gem' | 'mine' | 'hit') => {
    const n = tile + 1;
    if (shown === 'gem') return t`Tile ${n}: gem`;
    if (shown === 'hidden') return t`Tile ${n}`;
    return t`Tile ${n}: mine`;
  };

  const nowX100 = board?.multiplierX100 ?? 100;
  const nextX100 = board?.nextX100 ?? 100;
  const payNow = Math.floor(((live?.live.betCents ?? bet) * nowX100) / 100);
  const found = board?.revealed.length ?? 0;

  return (
    <section className={common.panel} aria-label={t`Mines`}>
      <fieldset className={styles.field} data-ended={last !== null || undefined}>
        <legend className="visually-hidden">
          <Trans>Tiles</Trans>
        </legend>
        {TILES.map((tile) => {
          const shown = minesAt.includes(tile)
            ? tile === hit
              ? 'hit'
              : 'mine'
            : revealed.includes(tile)
              ? 'gem'
              : 'hidden';
          return (
            <button
              key={tile}
              type="button"
              className={styles.tile}
              data-shown={shown}
              data-pending={live?.pending === tile || undefined}
              aria-label={tileLabel(tile, shown)}
              // Only marked while the round is live: a disabled button would drop the keyboard's focus.
              disabled={!live}
              aria-disabled={(live && (!canReveal || shown !== 'hidden')) || undefined}
              onClick={() => {
                if (canReveal && shown === 'hidden') move(tile);
              }}
            >
              {shown === 'gem' ? <Gem /> : shown === 'hidden' ? null : <Mine />}
            </button>
          );
        })}
      </fieldset>
      <p className={common.result} role="status" aria-live="polite">
        {state.phase === 'starting' ? (
          <Trans>Placing your bet…</Trans>
        ) : live ? (
          live.pending === 'cashOut' ? (
            <Trans>Cashing out…</Trans>
          ) : live.pending !== null ? (
            <Trans>Revealing tile {live.pending + 1}…</Trans>
          ) : found === 0 ? (
            <Trans>Pick a tile: a gem makes it {timesFixed(nextX100)}.</Trans>
          ) : (
            <Trans>
              {timesFixed(nowX100)} now; the next gem makes it {timesFixed(nextX100)}.
            </Trans>
          )
        ) : last ? (
          <LiveResult
            cashedX100={last.outcome.cashedX100}
            winCents={last.winCents}
            lost={<Trans>You hit a mine: no win this time.</Trans>}
          />
        ) : state.phase === 'idle' && state.gone ? (
          <Trans>This round has ended: see the round history.</Trans>
        ) : (
          <Trans>Choose the mines and your bet, then reveal tiles. Cash out before you hit a mine.</Trans>
        )}
      </p>
      <fieldset className={common.toggle} data-columns="5">
        <legend className={common.label}>
          <Trans>Mines</Trans>
        </legend>
        {MINES_CHOICES.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={(board?.mines ?? mines) === n}
            disabled={state.phase !== 'idle'}
            onClick={() => setMines(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={state.phase !== 'idle'} />
      {/* One button, Bet then Cash out: the keyboard's focus stays on it through the round. */}
      <button
        type="button"
        className={`button-primary ${common.action} ${styles.cashOut}`}
        aria-disabled={
          state.phase === 'starting' || (live && (live.pending !== null || found === 0)) || undefined
        }
        onClick={live ? () => move('cashOut') : placeBet}
      >
        {live ? <Trans>Cash out {money(payNow)}</Trans> : <Trans>Bet</Trans>}
      </button>
    </section>
  );
}
