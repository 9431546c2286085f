import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { SeedState } from '../../shared/schemas/studio.ts';
import type { StudioBackend } from './backend.ts';
import styles from './studio.module.css';
import { studioErrorMessage } from './studio-errors.ts';

interface Props {
  /** The backend's rotation: the server's, or practice's in this tab. */
  rotate: StudioBackend['rotate'];
  /** 'always' for practice: it rotates without a network. */
  networkMode: 'always' | 'online';
  seed: SeedState;
  /** A live game's round is open: the seed rotates once it ends (the server answers 409 until then). */
  roundOpen?: boolean;
  clientSeed: string;
  onClientSeed: (value: string) => void;
  onRotated: (next: SeedState) => void;
}

/**
 * Provably fair: the hash of the live server seed is shown before play; rotating reveals that seed so
 * every round played with it can be re-checked in the round history.
 */
export function FairnessPanel({
  rotate: rotateSeed,
  networkMode,
  seed,
  roundOpen = false,
  clientSeed,
  onClientSeed,
  onRotated,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const rotate = useMutation({
    mutationFn: () => rotateSeed(clientSeed.trim() || undefined),
    networkMode,
    onSuccess: (r) => onRotated(r.seed),
  });
  const revealed = rotate.data?.revealed;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        <Trans>Fairness</Trans>
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Trans>Server seed hash (committed)</Trans>
        </dt>
        <dd className={styles.hash} data-testid="seed-hash">
          {seed.seedHash}
        </dd>
        <dt>
          <Trans>Nonce</Trans>
        </dt>
        <dd>{seed.nonce}</dd>
      </dl>
      <label className={styles.label} htmlFor={`${id}-client`}>
        <Trans>Client seed</Trans>
      </label>
      <input
        id={`${id}-client`}
        className={styles.input}
        value={clientSeed}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onClientSeed(e.target.value)}
      />
      <button
        type="button"
        className={`button-secondary ${styles.action}`}
        disabled={rotate.isPending || roundOpen}
        aria-describedby={roundOpen ? `${id}-open` : undefined}
        onClick={() => rotate.mutate()}
      >
        <Trans>Rotate seed</Trans>
      </button>
      {roundOpen ? (
        <p id={`${id}-open`} className={styles.muted}>
          <Trans>Finish the open round to rotate the seed.</Trans>
        </p>
      ) : null}
      {rotate.isError ? (
        <p className={styles.error} role="alert">
          {t(studioErrorMessage(rotate.error))}
        </p>
      ) : null}
      {revealed ? (
        <div className={styles.revealed} role="status">
          <p>
            <Trans>Previous seed revealed. Its rounds can now be verified below.</Trans>
          </p>
          <dl className={styles.facts}>
            <dt>
              <Trans>Previous server seed</Trans>
            </dt>
            <dd className={styles.hash} data-testid="revealed-seed">
              {revealed.serverSeed}
            </dd>
            <dt>
              <Trans>Its hash</Trans>
            </dt>
            <dd className={styles.hash}>{revealed.seedHash}</dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
