import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useReducedMotion } from '../../lib/reduced-motion.ts';
import type { LiveRound, Round } from '../../shared/schemas/studio.ts';
import {
  CRASH_MAX_X100,
  CRASH_MIN_AUTO_X100,
  crashMultiplierAt,
  crashTimeMs,
} from '../../shared/studio/crash.ts';
import { BetPicker } from './bet-picker.tsx';
import styles from './crash.module.css';
import { useMoney } from './currency.ts';
import { parseTimes, timesFixed } from './display.ts';
import { LiveResult } from './live-result.tsx';
import common from './studio.module.css';
import type { LiveStep, LiveTableProps } from './studio-game.tsx';

type CrashRound = Round & { outcome: Extract<Round['outcome'], { game: 'crash' }> };

type State =
  | { phase: 'idle'; last: CrashRound | null; gone: boolean }
  | { phase: 'starting'; last: CrashRound | null }
  /** `anchor`: the performance.now() at which the multiplier started climbing, as the server last said. */
  | { phase: 'live'; live: LiveRound; anchor: number; cashing: boolean };

const anchorOf = (live: LiveRound) => performance.now() - (live.crash?.elapsedMs ?? 0);

/** The server's clock again, unless it is within a frame or so of ours (the number never jitters back). */
const reanchor = (old: number, live: LiveRound) => {
  const next = anchorOf(live);
  return Math.abs(next - old) > 100 ? next : old;
};

/** Where a move left the round: still live, or over (settled, or ended elsewhere). */
function after(step: LiveStep, roundId: string) {
  return (s: State): State => {
    if (s.phase !== 'live' || s.live.roundId !== roundId) return s;
    if (step.state === 'live')
      return { phase: 'live', live: step.live, anchor: reanchor(s.anchor, step.live), cashing: false };
    if (step.state === 'gone') return { phase: 'idle', last: null, gone: true };
    const round = step.round;
    return {
      phase: 'idle',
      last: round.outcome.game === 'crash' ? (round as CrashRound) : null,
      gone: false,
    };
  };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** performance.now(), ticking while `running`: every frame, or 4 times a second when motion is reduced. */
function useClock(running: boolean, reduced: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const tick = () => {
      setNow(performance.now());
      frame = requestAnimationFrame(tick);
    };
    const timer = reduced ? setInterval(() => setNow(performance.now()), 250) : undefined;
    if (!reduced) frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [running, reduced]);
  return now;
}

// The chart in SVG units: time to the right, the multiplier up; both scales grow with the round.
const WIDTH = 320;
const HEIGHT = 170;
const PAD = 12;
const SAMPLES = 48;

/** The curve from the start to `endMs`, and the point at `markMs` (a cash-out) when given. */
function chart(endMs: number, markMs?: number) {
  const spanMs = Math.max(10_000, endMs * 1.15);
  const topX100 = Math.max(200, crashMultiplierAt(endMs) * 1.15);
  const x = (ms: number) => PAD + (ms / spanMs) * (WIDTH - 2 * PAD);
  const y = (ms: number) =>
    HEIGHT - PAD - ((crashMultiplierAt(ms) - 100) / (topX100 - 100)) * (HEIGHT - 2 * PAD);
  const points = Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const ms = (endMs * i) / SAMPLES;
    return `${x(ms).toFixed(1)},${y(ms).toFixed(1)}`;
  }).join(' ');
  return {
    points,
    end: { x: x(endMs), y: y(endMs) },
    mark: markMs === undefined ? undefined : { x: x(markMs), y: y(markMs) },
  };
}

type Tone = 'idle' | 'live' | 'won' | 'lost';

/** The multiplier, big, over its curve (no curve while live when motion is reduced). */
function Screen({
  value,
  tone,
  endMs,
  markMs,
  curve,
}: {
  value: string;
  tone: Tone;
  endMs: number;
  markMs?: number | undefined;
  curve: boolean;
}) {
  const drawn = curve && endMs > 0 ? chart(endMs, markMs) : undefined;
  return (
    <div className={styles.screen} data-tone={tone}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        <line className={styles.axis} x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} />
        <line className={styles.axis} x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} />
        {drawn ? (
          <>
            <polyline className={styles.curve} points={drawn.points} />
            <circle className={styles.head} cx={drawn.end.x} cy={drawn.end.y} r={6} />
            {drawn.mark ? <circle className={styles.mark} cx={drawn.mark.x} cy={drawn.mark.y} r={6} /> : null}
          </>
        ) : null}
      </svg>
      <p className={styles.value} data-testid="crash-multiplier">
        {value}
      </p>
    </div>
  );
}

/**
 * Swerte Crash (src/shared/studio/crash.ts): a multiplier climbs from ×1.00 until a crash point the seeds
 * fixed before the bet; cash out before it (or name an automatic cash-out) to win the stake times it.
 * The server keeps the time: one long wait stays open while the round is live and answers when it ends;
 * the climb between its answers is drawn here from the elapsed time it last gave.
 */
export function CrashGame({ bets, resume, start, act }: LiveTableProps) {
  const { t } = useLingui();
  const money = useMoney();
  const id = useId();
  const reduced = useReducedMotion();
  const [bet, setBet] = useState(bets[0] ?? 0);
  const [autoText, setAutoText] = useState(() => {
    const auto = resume?.crash?.autoX100;
    return auto ? (auto / 100).toFixed(2) : '';
  });
  const [state, setState] = useState<State>(() =>
    resume
      ? { phase: 'live', live: resume, anchor: anchorOf(resume), cashing: false }
      : { phase: 'idle', last: null, gone: false },
  );
  const live = state.phase === 'live' ? state : null;
  const now = useClock(live !== null, reduced);

  const autoX100 = autoText.trim() ? parseTimes(autoText) : null;
  const autoValid =
    autoX100 === null ||
    (autoX100 !== undefined && autoX100 >= CRASH_MIN_AUTO_X100 && autoX100 <= CRASH_MAX_X100);

  // One long wait outstanding while the round is live (none while a cash-out is on its way): it answers
  // when the round ends, or within seconds with the time elapsed. A failed one is asked again, more slowly.
  const roundId = live?.live.roundId;
  const waiting = live !== null && !live.cashing;
  useEffect(() => {
    if (!roundId || !waiting) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          const step = await act(roundId, { kind: 'wait' }, signal);
          if (signal.aborted) return;
          failures = 0;
          setState(after(step, roundId));
          if (step.state !== 'live') return;
        } catch {
          if (signal.aborted) return;
          failures++;
          await pause(Math.min(8000, 500 * 2 ** failures), signal);
        }
      }
    })();
    return () => controller.abort();
  }, [roundId, waiting, act]);

  const placeBet = () => {
    if (state.phase !== 'idle' || !autoValid) return;
    const last = state.last;
    setState({ phase: 'starting', last });
    start({ betCents: bet, crash: { autoX100 } })
      .then((round) => setState({ phase: 'live', live: round, anchor: anchorOf(round), cashing: false }))
      .catch(() => setState({ phase: 'idle', last, gone: false })); // shown by the studio table
  };

  const cashOut = () => {
    if (!live || live.cashing) return;
    const open = live.live.roundId;
    setState({ ...live, cashing: true });
    act(open, { kind: 'cashOut' })
      .then((step) => setState(after(step, open)))
      // Shown by the studio table; the round goes on (and its wait with it).
      .catch(() =>
        setState((s) => (s.phase === 'live' && s.live.roundId === open ? { ...s, cashing: false } : s)),
      );
  };

  // What the screen shows: the climb now, or where the last round ended.
  const last = state.phase === 'live' ? null : state.last;
  const auto = live?.live.crash?.autoX100 ?? null;
  let screen: { value: string; tone: Tone; endMs: number; markMs?: number | undefined };
  let nowX100 = 100;
  if (live) {
    const elapsed = Math.max(0, now - live.anchor);
    nowX100 = crashMultiplierAt(elapsed);
    // Paid there by the server once reached: the climb shown stops at it.
    const stopped = auto !== null && nowX100 >= auto;
    if (stopped) nowX100 = auto;
    screen = { value: timesFixed(nowX100), tone: 'live', endMs: stopped ? crashTimeMs(auto) : elapsed };
  } else if (last) {
    const { crashX100, cashedX100 } = last.outcome;
    screen = {
      value: timesFixed(cashedX100 ?? crashX100),
      tone: cashedX100 === null ? 'lost' : 'won',
      endMs: crashTimeMs(crashX100),
      markMs: cashedX100 === null ? undefined : crashTimeMs(cashedX100),
    };
  } else {
    screen = { value: timesFixed(100), tone: 'idle', endMs: 0 };
  }
  const liveBet = live?.live.betCents ?? bet;
  const payNow = Math.floor((liveBet * nowX100) / 100);

  return (
    <section className={common.panel} aria-label={t`Crash`}>
      <Screen {...screen} curve={!(live && reduced)} />
      <p className={common.result} role="status" aria-live="polite">
        {state.phase === 'starting' ? (
          <Trans>Placing your bet…</Trans>
        ) : live ? (
          live.cashing ? (
            <Trans>Cashing out…</Trans>
          ) : auto !== null ? (
            <Trans>Automatic cash-out at {timesFixed(auto)}.</Trans>
          ) : (
            <Trans>Cash out before it crashes!</Trans>
          )
        ) : last ? (
          <LiveResult
            cashedX100={last.outcome.cashedX100}
            winCents={last.winCents}
            lost={<Trans>Crashed at {timesFixed(last.outcome.crashX100)}: no win this time.</Trans>}
          />
        ) : state.phase === 'idle' && state.gone ? (
          <Trans>This round has ended: see the round history.</Trans>
        ) : (
          <Trans>Place a bet, then cash out before the multiplier crashes.</Trans>
        )}
      </p>
      {last && last.outcome.cashedX100 !== null ? (
        <p className={`${common.muted} ${styles.note}`}>
          <Trans>It crashed at {timesFixed(last.outcome.crashX100)}.</Trans>
        </p>
      ) : null}
      <BetPicker bets={bets} value={bet} onChange={setBet} disabled={state.phase !== 'idle'} />
      <div className={styles.auto}>
        <label className={common.label} htmlFor={`${id}-auto`}>
          <Trans>Automatic cash-out (optional)</Trans>
        </label>
        <input
          id={`${id}-auto`}
          className={common.input}
          value={autoText}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          maxLength={10}
          disabled={state.phase !== 'idle'}
          aria-invalid={!autoValid}
          aria-describedby={`${id}-auto-help`}
          onChange={(e) => setAutoText(e.target.value)}
        />
        <p id={`${id}-auto-help`} className={autoValid ? common.muted : common.error}>
          <Trans>
            From {timesFixed(CRASH_MIN_AUTO_X100)} to {timesFixed(CRASH_MAX_X100)}; leave it empty to cash out
            yourself.
          </Trans>
        </p>
      </div>
      {/* One button, Bet then Cash out: the keyboard's focus stays on it through the round. */}
      <button
        type="button"
        className={`button-primary ${common.action} ${styles.cashOut}`}
        disabled={!live && !autoValid}
        aria-disabled={state.phase === 'starting' || live?.cashing || undefined}
        onClick={live ? cashOut : placeBet}
      >
        {live ? <Trans>Cash out {money(payNow)}</Trans> : <Trans>Bet</Trans>}
      </button>
    </section>
  );
}
