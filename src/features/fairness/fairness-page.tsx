import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { searchIndex, searchPick, searchText } from '../../lib/search.ts';
import { COLOUR_NAMES, PLINKO_RISK_NAMES, STUDIO_GAME_TITLES } from '../../lib/studio-names.ts';
import { IntFromString } from '../../shared/schemas/common.ts';
import { CRASH_MAX_X100, CRASH_MIN_AUTO_X100 } from '../../shared/studio/crash.ts';
import type { DiceDirection } from '../../shared/studio/dice.ts';
import {
  COLOR_GAME_COLOURS,
  type Colour,
  PLINKO_RISKS,
  type PlinkoRisk,
  STUDIO_GAMES,
  type StudioGame,
} from '../../shared/studio/games.ts';
import { KENO_MAX_PICKS, KENO_NUMBERS } from '../../shared/studio/keno.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '../../shared/studio/mines.ts';
import type { RoundOutcome } from '../../shared/studio/rounds.ts';
import styles from './fairness.module.css';
import { parsePicks, type Replayed, replay } from './replay.ts';

/** What the page opens with: a round's fields from the round history's link, or nothing (all optional). */
export interface FairnessSearch {
  game?: StudioGame;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  /** Dice: the target in hundredths. */
  target?: number;
  direction?: DiceDirection;
  risk?: PlinkoRisk;
  picks?: string;
  colour?: Colour;
  /** Crash: the automatic cash-out, x100. */
  auto?: number;
  /** Mines: how many mines the field hid. */
  mines?: number;
}

/** The link's fields as typed values: whatever else a hand-edited address holds is dropped, not a crash. */
const SearchSchema = v.object({
  game: searchPick(STUDIO_GAMES),
  serverSeed: searchText(128),
  clientSeed: searchText(64),
  nonce: searchIndex(0, Number.MAX_SAFE_INTEGER),
  target: searchIndex(4950, 9999),
  direction: searchPick(['over', 'under']),
  risk: searchPick(PLINKO_RISKS),
  picks: searchText(40),
  colour: searchPick(COLOR_GAME_COLOURS),
  auto: v.fallback(v.optional(IntFromString(CRASH_MIN_AUTO_X100, CRASH_MAX_X100)), undefined),
  mines: v.fallback(v.optional(IntFromString(MINES_MIN, MINES_MAX)), undefined),
});

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

/** A multiplier (x100) as the crash table shows it: `×1.87`; below ×1.00 it crashed at once, at ×1.00. */
const crashTimes = (x100: number) => `×${(Math.max(100, x100) / 100).toFixed(2)}`;

/** The 5×5 field with its mines, tiles numbered 1-25 as the game names them (the words say the same). */
function MinesField({ minesAt }: { minesAt: readonly number[] }) {
  return (
    <ol className={styles.field} aria-hidden="true">
      {TILES.map((tile) => (
        <li key={tile} data-mine={minesAt.includes(tile) || undefined}>
          {tile + 1}
        </li>
      ))}
    </ol>
  );
}

/** The outcome in words: what a player compares with the round they played. */
function Outcome({ outcome }: { outcome: RoundOutcome }) {
  const { t } = useLingui();
  switch (outcome.game) {
    case 'slot': {
      const stops = outcome.stops.join(', ');
      return <Trans>Reels stop at {stops}</Trans>;
    }
    case 'dice': {
      const roll = (outcome.roll / 100).toFixed(2);
      return <Trans>Rolled {roll}</Trans>;
    }
    case 'plinko': {
      const slot = outcome.slot;
      return <Trans>The ball lands in slot {slot}</Trans>;
    }
    case 'keno': {
      const drawn = outcome.drawn.join(', ');
      const hits = outcome.hits;
      return (
        <Trans>
          Drawn: {drawn} ({hits} hits)
        </Trans>
      );
    }
    case 'color': {
      const dice = outcome.dice.map((d) => t(COLOUR_NAMES[d])).join(', ');
      return <Trans>The dice show {dice}</Trans>;
    }
    case 'crash': {
      const point = crashTimes(outcome.crashX100);
      return outcome.crashX100 < 100 ? (
        <Trans>Crashes at once, at {point}</Trans>
      ) : (
        <Trans>Crashes at {point}</Trans>
      );
    }
    case 'mines': {
      const tiles = outcome.minesAt.map((tile) => tile + 1).join(', ');
      return (
        <>
          <Trans>Mines on tiles {tiles}</Trans>
          <MinesField minesAt={outcome.minesAt} />
        </>
      );
    }
  }
}

/**
 * /m/fairness: anyone re-plays a studio round from its revealed server seed, client seed and nonce,
 * in the browser and offline, with the games' published rules; no account, no call to the server.
 */
export function FairnessPage({ search: raw }: { search: FairnessSearch }) {
  const { t } = useLingui();
  const search = v.parse(SearchSchema, raw);
  const id = useId();
  const [game, setGame] = useState<StudioGame>(search.game ?? 'dice');
  const [serverSeed, setServerSeed] = useState(search.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(search.clientSeed ?? '');
  const [nonce, setNonce] = useState(String(search.nonce));
  const [target, setTarget] = useState((search.target / 100).toFixed(2));
  const [direction, setDirection] = useState<DiceDirection>(search.direction ?? 'under');
  const [risk, setRisk] = useState<PlinkoRisk>(search.risk ?? 'low');
  const [picks, setPicks] = useState(search.picks ?? '');
  const [colour, setColour] = useState<Colour>(search.colour ?? 'red');
  const [auto, setAuto] = useState(search.auto ? (search.auto / 100).toFixed(2) : '');
  const [mines, setMines] = useState(search.mines ?? 3);
  const [result, setResult] = useState<Replayed | undefined>();

  useEffect(() => {
    let live = true;
    void replay({
      game,
      serverSeed: serverSeed.trim(),
      clientSeed: clientSeed.trim(),
      nonce: Number(nonce),
      target: Math.round(Number(target) * 100),
      direction,
      risk,
      picks: parsePicks(picks),
      colour,
      // Typed as shown (`2.00`), in hundredths; anything else (or out of range) shows no round.
      autoX100: auto.trim() ? Math.round(Number(auto.trim().replace(/^[×x]/, '')) * 100) : undefined,
      mines,
    })
      .catch(() => undefined)
      .then((r) => {
        if (live) setResult(r);
      });
    return () => {
      live = false;
    };
  }, [game, serverSeed, clientSeed, nonce, target, direction, risk, picks, colour, auto, mines]);

  const field = (name: string) => `${id}-${name}`;
  const pays = result?.paysPer100 === undefined ? undefined : (result.paysPer100 / 100).toFixed(2);

  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <Trans>
          Check any round of Swerte Originals yourself. Enter the server seed revealed after a seed rotation,
          your client seed and the round's nonce: the round is played again here, in your browser, with the
          game's published rules.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={field('game')}>
          <Trans>Game</Trans>
        </label>
        <select id={field('game')} value={game} onChange={(e) => setGame(e.target.value as StudioGame)}>
          {STUDIO_GAMES.map((g) => (
            <option key={g} value={g}>
              {t(STUDIO_GAME_TITLES[g])}
            </option>
          ))}
        </select>
        <label htmlFor={field('server')}>
          <Trans>Server seed (revealed)</Trans>
        </label>
        <input
          id={field('server')}
          value={serverSeed}
          onChange={(e) => setServerSeed(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <label htmlFor={field('client')}>
          <Trans>Client seed</Trans>
        </label>
        <input
          id={field('client')}
          value={clientSeed}
          onChange={(e) => setClientSeed(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <label htmlFor={field('nonce')}>
          <Trans>Nonce</Trans>
        </label>
        <input
          id={field('nonce')}
          value={nonce}
          inputMode="numeric"
          onChange={(e) => setNonce(e.target.value)}
        />
        {game === 'dice' ? (
          <>
            <label htmlFor={field('target')}>
              <Trans>Target</Trans>
            </label>
            <input
              id={field('target')}
              value={target}
              inputMode="decimal"
              onChange={(e) => setTarget(e.target.value)}
            />
            <label htmlFor={field('direction')}>
              <Trans>Win when the roll is</Trans>
            </label>
            <select
              id={field('direction')}
              value={direction}
              onChange={(e) => setDirection(e.target.value as DiceDirection)}
            >
              <option value="under">{t`Under`}</option>
              <option value="over">{t`Over`}</option>
            </select>
          </>
        ) : null}
        {game === 'plinko' ? (
          <>
            <label htmlFor={field('risk')}>
              <Trans>Risk</Trans>
            </label>
            <select id={field('risk')} value={risk} onChange={(e) => setRisk(e.target.value as PlinkoRisk)}>
              {PLINKO_RISKS.map((r) => (
                <option key={r} value={r}>
                  {t(PLINKO_RISK_NAMES[r])}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {game === 'keno' ? (
          <>
            <label htmlFor={field('picks')}>
              <Trans>
                Your numbers (1 to {KENO_MAX_PICKS} of 1-{KENO_NUMBERS}, separated by commas)
              </Trans>
            </label>
            <input
              id={field('picks')}
              value={picks}
              inputMode="numeric"
              onChange={(e) => setPicks(e.target.value)}
            />
          </>
        ) : null}
        {game === 'color' ? (
          <>
            <label htmlFor={field('colour')}>
              <Trans>Your colour</Trans>
            </label>
            <select id={field('colour')} value={colour} onChange={(e) => setColour(e.target.value as Colour)}>
              {COLOR_GAME_COLOURS.map((c) => (
                <option key={c} value={c}>
                  {t(COLOUR_NAMES[c])}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {game === 'crash' ? (
          <>
            <label htmlFor={field('auto')}>
              <Trans>Automatic cash-out, if you set one (for example 2.00)</Trans>
            </label>
            <input
              id={field('auto')}
              value={auto}
              inputMode="decimal"
              autoComplete="off"
              onChange={(e) => setAuto(e.target.value)}
            />
          </>
        ) : null}
        {game === 'mines' ? (
          <>
            <label htmlFor={field('mines')}>
              <Trans>Mines</Trans>
            </label>
            <select id={field('mines')} value={mines} onChange={(e) => setMines(Number(e.target.value))}>
              {MINE_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </form>
      <section className={styles.result} aria-live="polite" aria-label={t`Result`}>
        {result ? (
          <dl>
            <dt>
              <Trans>Server seed hash</Trans>
            </dt>
            <dd className={styles.hash} data-testid="fair-hash">
              {result.seedHash}
            </dd>
            <dt>
              <Trans>Outcome</Trans>
            </dt>
            <dd data-testid="fair-outcome">
              <Outcome outcome={result.outcome} />
            </dd>
            {pays === undefined ? null : (
              <>
                <dt>
                  <Trans>Pays per ₱1.00 staked</Trans>
                </dt>
                <dd data-testid="fair-pays">₱{pays}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className={styles.muted}>
            <Trans>Fill in the seeds, the nonce and your choice to see the round.</Trans>
          </p>
        )}
        {result && pays === undefined ? (
          <p className={styles.muted}>
            <Trans>
              The seeds fixed this before the bet; what the round paid depends on when you cashed out.
            </Trans>
          </p>
        ) : null}
        <p className={styles.muted}>
          <Trans>
            The hash must be the one the game showed before you played: then the server could not change the
            outcome after your bet.
          </Trans>
        </p>
      </section>
    </div>
  );
}
