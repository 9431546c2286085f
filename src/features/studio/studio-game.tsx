import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { ClientSeedSchema, type PlayBody, type StudioSession } from '../../shared/schemas/studio.ts';
import type { StudioGame as Engine } from '../../shared/studio/rounds.ts';
import { playRound, studioKeys, studioSessionQueryOptions } from './api.ts';
import { DiceGame } from './dice-game.tsx';
import { money } from './display.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { RoundHistory } from './round-history.tsx';
import { SlotMachine } from './slot-machine.tsx';
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
  if (session.data) return <StudioTable session={session.data} game={game} token={token} gameId={gameId} />;
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

function StudioError({ error }: { error: unknown }) {
  const { t } = useLingui();
  return <>{t(studioErrorMessage(error))}</>;
}

export type PlayChoice = Omit<PlayBody, 'token' | 'clientSeed'>;

function StudioTable({ session, game, token, gameId }: Props & { session: StudioSession }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState(session.balanceCents);
  const [seed, setSeed] = useState(session.seed);
  const [clientSeed, setClientSeed] = useState(session.seed.clientSeed);

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
          {money(balance, i18n.locale)}
        </output>
      </p>
      {game === 'slot' ? (
        <SlotMachine bets={session.bets} busy={play.isPending} play={play.mutateAsync} />
      ) : (
        <DiceGame bets={session.bets} busy={play.isPending} play={play.mutateAsync} />
      )}
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
