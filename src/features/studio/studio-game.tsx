import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import type { PlayResult } from '../../shared/schemas/studio.ts';
import { ClientSeedSchema, type PlayBody, type StudioSession } from '../../shared/schemas/studio.ts';
import type { StudioGame as Engine } from '../../shared/studio/games.ts';
import { playRound, studioKeys, studioSessionQueryOptions } from './api.ts';
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
  const session = useQuery(studioSessionQueryOptions(token));
  if (session.data)
    return (
      <StudioCurrency.Provider value={session.data.currency}>
        <StudioTable session={session.data} game={game} token={token} gameId={gameId} />
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

/** Each game is its own chunk: a player downloads only the table they opened. */
const TABLES: Record<Engine, ComponentType<TableProps>> = {
  slot: lazy(() => import('./slot-machine.tsx').then((m) => ({ default: m.SlotMachine }))),
  dice: lazy(() => import('./dice-game.tsx').then((m) => ({ default: m.DiceGame }))),
  plinko: lazy(() => import('./plinko-game.tsx').then((m) => ({ default: m.PlinkoGame }))),
  keno: lazy(() => import('./keno-game.tsx').then((m) => ({ default: m.KenoGame }))),
  color: lazy(() => import('./color-game.tsx').then((m) => ({ default: m.ColorGame }))),
};

function StudioTable({ session, game, token, gameId }: Props & { session: StudioSession }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState(session.balanceCents);
  const [seed, setSeed] = useState(session.seed);
  const [clientSeed, setClientSeed] = useState(session.seed.clientSeed);
  const Table = TABLES[game];
  const rtp = rtpRange(session.rtp);

  const play = useMutation({
    mutationFn: (choice: PlayChoice) => {
      // An edited client seed takes effect from this round (an invalid one is not sent).
      const edited = v.safeParse(ClientSeedSchema, clientSeed);
      const send = edited.success && edited.output !== seed.clientSeed ? edited.output : undefined;
      return playRound({ ...choice, token, clientSeed: send });
    },
    onSuccess: (r) => {
      setBalance(r.balanceCents);
      setSeed(r.seed);
      setClientSeed(r.seed.clientSeed);
      void queryClient.invalidateQueries({ queryKey: studioKeys.rounds(gameId) });
    },
  });

  return (
    <div className={styles.table}>
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
        <Table bets={session.bets} busy={play.isPending} play={play.mutateAsync} />
      </Suspense>
      <p className={styles.muted} data-testid="studio-rtp">
        <Trans>Return to player: {rtp}</Trans>
      </p>
      {play.isError ? (
        <p className={styles.error} role="alert">
          <StudioError error={play.error} />
        </p>
      ) : null}
      <FairnessPanel
        seed={seed}
        clientSeed={clientSeed}
        onClientSeed={setClientSeed}
        onRotated={(next) => {
          setSeed(next);
          setClientSeed(next.clientSeed);
          void queryClient.invalidateQueries({ queryKey: studioKeys.rounds(gameId) });
        }}
      />
      <RoundHistory gameId={gameId} />
    </div>
  );
}
