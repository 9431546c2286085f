import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionError } from '../../components/section-error.tsx';
import { verifySeed } from '../../shared/fair.ts';
import { drawResult } from '../../shared/lottery-rules.ts';
import type { DrawDetail } from '../../shared/schemas/lottery.ts';
import { drawQueryOptions } from './api.ts';
import styles from './lottery.module.css';

type Verdict = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; seedOk: boolean; resultOk: boolean };

/** Recomputes a drawn issue in the browser: the seed matches its hash, and the seeds give the result. */
async function verify(draw: DrawDetail): Promise<{ seedOk: boolean; resultOk: boolean }> {
  if (!draw.serverSeed || !draw.result) return { seedOk: false, resultOk: false };
  const seedOk = await verifySeed(draw.serverSeed, draw.seedHash);
  const recomputed = await drawResult(draw.game, draw.serverSeed, draw.clientSeed);
  return { seedOk, resultOk: recomputed.join(',') === draw.result.join(',') };
}

/** The provably fair check of one past draw (DESIGN.md: src/shared/fair.ts on both sides). */
export function FairnessPanel({ drawId }: { drawId: number | undefined }) {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'idle' });
  const query = useQuery({ ...drawQueryOptions(drawId ?? 0), enabled: drawId !== undefined });
  const run = async (draw: DrawDetail) => {
    setVerdict({ kind: 'checking' });
    setVerdict({ kind: 'done', ...(await verify(draw)) });
  };

  return (
    <section className={styles.section} aria-labelledby="fair-title">
      <h2 id="fair-title" className={styles.sectionTitle}>
        <Trans>Fairness check</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Each issue's secret seed is committed by its hash before betting opens and revealed after the draw.
          Check the latest draw here, in your browser.
        </Trans>
      </p>
      {drawId === undefined ? (
        <p className={styles.muted}>
          <Trans>No draw to check yet.</Trans>
        </p>
      ) : query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : query.isError ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className={styles.section}>
            <dt className={styles.muted}>{t`Issue`}</dt>
            <dd className={styles.mono}>{query.data.issue}</dd>
            <dt className={styles.muted}>{t`Seed hash`}</dt>
            <dd className={styles.mono}>{query.data.seedHash}</dd>
            <dt className={styles.muted}>{t`Server seed`}</dt>
            <dd className={styles.mono}>{query.data.serverSeed ?? '-'}</dd>
            <dt className={styles.muted}>{t`Client seed`}</dt>
            <dd className={styles.mono}>{query.data.clientSeed}</dd>
          </dl>
          <button
            type="button"
            className="button-secondary"
            disabled={verdict.kind === 'checking'}
            onClick={() => void run(query.data)}
          >
            <Trans>Verify</Trans>
          </button>
          {verdict.kind === 'done' ? (
            verdict.seedOk && verdict.resultOk ? (
              <p className={styles.success} role="status">
                <Trans>Verified: the seed matches its hash and gives this result.</Trans>
              </p>
            ) : (
              <p className={styles.error} role="alert">
                <Trans>Verification failed: this draw does not match its commitment.</Trans>
              </p>
            )
          ) : null}
        </>
      )}
    </section>
  );
}
