import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { ApiError, NETWORK_ERROR } from '../../lib/http.ts';
import { STUDIO_CODES } from '../../shared/errors/game.ts';
import type { ActResult, LiveAction, LiveRound, PlayResult } from '../../shared/schemas/studio.ts';
import { ClientSeedSchema, type PlayBody, type StudioSession } from '../../shared/schemas/studio.ts';
import { type StudioGame as Engine, isLiveGame, type LiveGame } from '../../shared/studio/games.ts';
import { type StudioBackend, serverBackend } from './backend.ts';
import { StudioCurrency, useMoney } from './currency.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { RoundHistory } from './round-history.tsx';
import styles from './studio.module.css';
import { studioErrorMessage } from './studio-errors.ts';

interface Props {
  game: Engine;
  token: string;
  gameId: string;
}

/** The in-house studio client: one launch token, one session, then rounds until the player leaves. */
export function StudioGame({ game, token, gameId }: Props) {
  const backend = useMemo(() => serverBackend(token, gameId), [token, gameId]);
  return <StudioClient game={game} backend={backend} />;
}

interface ClientProps {
  game: Engine;
  backend: StudioBackend;
}

/** The studio's screens over a backend (the server's, or practice in this tab): the session, then the table. */
export function StudioClient({ game, backend }: ClientProps) {
  const session = useQuery(backend.session);
  if (session.data)
    return (
      <StudioCurrency.Provider value={session.data.currency}>
        <StudioTable session={session.data} game={game} backend={backend} />
      </StudioCurrency.Provider>
    );
  if (session.isError)
    return (
      <div className={styles.problem} role="alert">
        <p>
          <StudioError error={session.error} />
        </p>
        <button type="button" className="button-primary" onClick={() => void session.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  return (
    <p className={styles.muted} role="status">
      <Trans>Loading the game…</Trans>
    </p>
  );
}

/** The game's return to player as the server computed it (server/studio/rtp.ts): one figure, or a range by bet type. */
function rtpRange(rows: StudioSession['rtp']): string {
  const figures = rows.map((r) => Number(r.percent)).sort((a, b) => a - b);
  const low = figures[0];
  const high = figures.at(-1);
  if (low === undefined || high === undefined) return '';
  return low === high ? `${low.toFixed(2)} %` : `${low.toFixed(2)}–${high.toFixed(2)} %`;
}

function StudioError({ error }: { error: unknown }) {
  const { t } = useLingui();
  return <>{t(studioErrorMessage(error))}</>;
}

export type PlayChoice = Omit<PlayBody, 'token' | 'clientSeed'>;

interface TableProps {
  bets: readonly number[];
  busy: boolean;
  play: (choice: PlayChoice) => Promise<PlayResult>;
}

/** An answer to a move in a live round, or `gone`: the round is no longer open (it ended elsewhere, in
 * another tab or on the server's clock); the balance and the history already show how it ended. */
export type LiveStep = ActResult | { state: 'gone' };

/** What a live game's table (crash, mines) gets: it opens a round, moves in it, and picks up one left open. */
export interface LiveTableProps {
  bets: readonly number[];
  /** The round left open when the game was opened (a reload, a lost connection): the table resumes it. */
  resume: LiveRound | null;
  /**
   * Takes the stake and opens a round (the balance and the seed shown follow). When one is already open
   * (409 studio.round.open) it answers that round, to be resumed. Rejects when no round opened: the studio
   * table shows why.
   */
  start: (choice: PlayChoice) => Promise<LiveRound>;
  /**
   * One move in the open round. A settled answer has already moved the balance shown and refreshed the
   * history. Rejects on failure (shown by the studio table, unless `signal` aborted the call).
   */
  act: (roundId: string, action: LiveAction, signal?: AbortSignal) => Promise<LiveStep>;
}

/** Each game is its own chunk: a player downloads only the table they opened. */
const TABLES: Record<Exclude<Engine, LiveGame>, ComponentType<TableProps>> = {
  slot: lazy(() => import('./slot-machine.tsx').then((m) => ({ default: m.SlotMachine }))),
  dice: lazy(() => import('./dice-game.tsx').then((m) => ({ default: m.DiceGame }))),
  plinko: lazy(() => import('./plinko-game.tsx').then((m) => ({ default: m.PlinkoGame }))),
  keno: lazy(() => import('./keno-game.tsx').then((m) => ({ default: m.KenoGame }))),
  color: lazy(() => import('./color-game.tsx').then((m) => ({ default: m.ColorGame }))),
};
const LIVE_TABLES: Record<LiveGame, ComponentType<LiveTableProps>> = {
  crash: lazy(() => import('./crash-game.tsx').then((m) => ({ default: m.CrashGame }))),
  mines: lazy(() => import('./mines-game.tsx').then((m) => ({ default: m.MinesGame }))),
};

/** A failure the server answered about the round itself (not the connection, not a wallet outage). */
const aboutTheRound = (error: unknown) =>
  error instanceof ApiError && error.code !== NETWORK_ERROR && error.status >= 400 && error.status < 500;

function Table({ game, ...props }: TableProps & { game: Exclude<Engine, LiveGame> }) {
  const Game = TABLES[game];
  return <Game {...props} />;
}

function LiveTable({ game, ...props }: LiveTableProps & { game: LiveGame }) {
  const Game = LIVE_TABLES[game];
  // The round resumed belongs to this table only when it is this game's.
  return <Game {...props} resume={props.resume?.game === game ? props.resume : null} />;
}

function StudioTable({ session, game, backend }: ClientProps & { session: StudioSession }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState(session.balanceCents);
  const [seed, setSeed] = useState(session.seed);
  const [clientSeed, setClientSeed] = useState(session.seed.clientSeed);
  // A live game's round is open: the seed cannot rotate until it ends.
  const [roundOpen, setRoundOpen] = useState(session.live !== null);
  const [liveError, setLiveError] = useState<unknown>(null);
  const rtp = rtpRange(session.rtp);
  // Practice runs in this tab: its calls go out whatever the network (TanStack pauses mutations offline).
  const networkMode = backend.practice ? 'always' : 'online';

  /** An edited client seed takes effect from this round (an invalid one is not sent). */
  const editedClientSeed = () => {
    const edited = v.safeParse(ClientSeedSchema, clientSeed);
    return edited.success && edited.output !== seed.clientSeed ? edited.output : undefined;
  };
  const roundsKey = backend.rounds.queryKey;
  const refreshHistory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: roundsKey }),
    [queryClient, roundsKey],
  );

  const play = useMutation({
    mutationFn: (choice: PlayChoice) => backend.play({ ...choice, clientSeed: editedClientSeed() }),
    networkMode,
    onSuccess: (r) => {
      setBalance(r.balanceCents);
      setSeed(r.seed);
      setClientSeed(r.seed.clientSeed);
      refreshHistory();
    },
  });

  /** The session read again (the open round, the balance, the seed): after a 409 or a round gone elsewhere. */
  const reread = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ ...backend.session, staleTime: 0 });
    setBalance(fresh.balanceCents);
    setSeed(fresh.seed);
    setRoundOpen(fresh.live !== null);
    return fresh.live;
  }, [queryClient, backend]);

  const start = async (choice: PlayChoice): Promise<LiveRound> => {
    setLiveError(null);
    try {
      const r = await backend.start({ ...choice, clientSeed: editedClientSeed() });
      setBalance(r.balanceCents);
      setSeed(r.seed);
      setClientSeed(r.seed.clientSeed);
      setRoundOpen(true);
      return r.live;
    } catch (error) {
      // A round of this game is still open (another tab, a reload mid-round): resume it instead.
      if (error instanceof ApiError && error.code === STUDIO_CODES.roundOpen) {
        const open = await reread().catch(() => null);
        if (open) return open;
      }
      setLiveError(error);
      throw error;
    }
  };

  const act = useCallback(
    async (roundId: string, action: LiveAction, signal?: AbortSignal): Promise<LiveStep> => {
      try {
        const r = await backend.act(roundId, action, signal);
        if (r.state === 'settled') {
          setBalance(r.balanceCents);
          setRoundOpen(false);
          refreshHistory();
        }
        setLiveError(null);
        return r;
      } catch (error) {
        if (signal?.aborted) throw error;
        // Refused about the round: is it still open? If not, it ended elsewhere and the history shows how.
        if (aboutTheRound(error)) {
          const open = await reread().catch(() => undefined);
          if (open !== undefined && open?.roundId !== roundId) {
            setLiveError(null);
            refreshHistory();
            return { state: 'gone' };
          }
        }
        setLiveError(error);
        throw error;
      }
    },
    [backend, reread, refreshHistory],
  );

  const live = isLiveGame(game);
  const error = live ? liveError : play.isError ? play.error : null;

  return (
    <div className={styles.table}>
      {backend.practice ? (
        <p className={styles.practice} data-testid="practice-marker">
          <strong className={styles.practiceBadge}>
            <Trans>Practice · FUN</Trans>
          </strong>{' '}
          <span>
            <Trans>
              Play money in this tab only: nothing real is won or lost, and nothing is saved to your account.
            </Trans>
          </span>
        </p>
      ) : null}
      <p className={styles.balance}>
        <span className={styles.muted}>
          <Trans>Balance</Trans>
        </span>{' '}
        <output data-testid="studio-balance" className={styles.balanceValue}>
          {money(balance)}
        </output>
      </p>
      <Suspense
        fallback={
          <p className={styles.muted} role="status">
            <Trans>Loading the game…</Trans>
          </p>
        }
      >
        {isLiveGame(game) ? (
          <LiveTable game={game} bets={session.bets} resume={session.live} start={start} act={act} />
        ) : (
          <Table game={game} bets={session.bets} busy={play.isPending} play={play.mutateAsync} />
        )}
      </Suspense>
      {rtp ? (
        <p className={styles.muted} data-testid="studio-rtp">
          <Trans>Return to player: {rtp}</Trans>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          <StudioError error={error} />
        </p>
      ) : null}
      <FairnessPanel
        rotate={backend.rotate}
        networkMode={networkMode}
        seed={seed}
        roundOpen={roundOpen}
        clientSeed={clientSeed}
        onClientSeed={setClientSeed}
        onRotated={(next) => {
          setSeed(next);
          setClientSeed(next.clientSeed);
          refreshHistory();
        }}
      />
      <RoundHistory query={backend.rounds} />
    </div>
  );
}
