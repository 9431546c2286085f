import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { SectionError } from '../../components/section-error.tsx';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { formatPeso } from '../../lib/money.ts';
import type { VipStatus } from '../../shared/schemas/vip.ts';
import { progressOf } from '../../shared/vip.ts';
import { sessionStore } from '../../stores/session.ts';
import { vipStatusQueryOptions } from './api.ts';
import styles from './vip-club.module.css';

function Bar({ label, counted, threshold }: { label: string; counted: number; threshold: number }) {
  const { t, i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const { percent, remainingCents } = progressOf(counted, threshold);
  const done = peso(counted);
  const target = peso(threshold);
  const remaining = peso(remainingCents);
  return (
    <div>
      <p className={styles.muted}>
        {label}: {t`${done} of ${target}`}
        {remainingCents > 0 ? ` · ${t`${remaining} to go`}` : ''}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${done} of ${target}`}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} data-met={percent === 100} />
      </div>
    </div>
  );
}

function Current({ status }: { status: VipStatus }) {
  const { t, i18n } = useLingui();
  const current = status.levels[status.rank - 1];
  const next = status.levels[status.rank];
  const days = status.periodDays;
  const nextName = next?.name ?? '';
  const paid = formatPeso(status.paidBonusCents, i18n.locale);
  const held = formatPeso(status.heldBonusCents, i18n.locale);
  return (
    <section className={styles.card} aria-labelledby="vip-level-heading">
      <h2 id="vip-level-heading" className={styles.heading}>
        <Trans>Your VIP level</Trans>
      </h2>
      <p className={styles.level} data-testid="vip-level">
        {current ? current.name : t`No level yet`}
      </p>
      <p className={styles.muted}>
        <Trans>Counted over the last {days} days.</Trans>
      </p>
      {next ? (
        <>
          <p className={styles.muted}>
            <Trans>Next level: {nextName}</Trans>
          </p>
          <Bar label={t`Turnover`} counted={status.turnoverCents} threshold={next.turnoverCents} />
          <Bar label={t`Deposits`} counted={status.depositCents} threshold={next.depositCents} />
        </>
      ) : status.levels.length ? (
        <p className={styles.muted}>
          <Trans>You have reached the highest level.</Trans>
        </p>
      ) : null}
      {status.paidBonusCents > 0 ? (
        <p className={styles.muted} data-testid="vip-paid">
          <Trans>Level-up bonuses received: {paid}</Trans>
        </p>
      ) : null}
      {status.heldBonusCents > 0 ? (
        <p className={styles.muted}>
          <Trans>{held} in level-up bonuses is held until your time-out or self-exclusion ends.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function Benefits({ status }: { status: VipStatus }) {
  const { i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  return (
    <section className={styles.card} aria-labelledby="vip-benefits-heading">
      <h2 id="vip-benefits-heading" className={styles.heading}>
        <Trans>Benefits by level</Trans>
      </h2>
      {/* One card per level: six columns do not fit a phone's width, and a sideways scroll hides them. */}
      <ol className={styles.tiers}>
        {status.levels.map((l, i) => {
          const turnover = peso(l.turnoverCents);
          const deposits = peso(l.depositCents);
          const current = i + 1 === status.rank;
          return (
            <li
              key={l.name}
              className={styles.tier}
              data-current={current}
              aria-current={current ? 'true' : undefined}
              data-testid="vip-benefit-row"
            >
              <h3 className={styles.tierName}>
                {l.name}
                {current ? (
                  <span className={styles.tierYou}>
                    <Trans>Your level</Trans>
                  </span>
                ) : null}
              </h3>
              <p className={styles.tierNeeds}>
                <Trans>
                  Turnover {turnover}, deposits {deposits}
                </Trans>
              </p>
              <dl className={styles.tierBenefits}>
                <dt>
                  <Trans>Level-up bonus</Trans>
                </dt>
                <dd>{peso(l.upgradeBonusCents)}</dd>
                {/* Paid by hand by operators who offer one: a level without it does not show ₱0.00. */}
                {l.monthlyBonusCents > 0 ? (
                  <>
                    <dt>
                      <Trans>Monthly bonus</Trans>
                    </dt>
                    <dd>{peso(l.monthlyBonusCents)}</dd>
                  </>
                ) : null}
                <dt>
                  <Trans>Rebate</Trans>
                </dt>
                <dd>{l.rebateNote || '—'}</dd>
                <dt>
                  <Trans>Withdrawal limit</Trans>
                </dt>
                <dd>{l.withdrawalNote || '—'}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The VIP club (/m/member/benefits): the member's level, progress to the next, every level's benefits. */
export function BenefitsPage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const queryClient = useQueryClient();
  const status = useQuery({ ...vipStatusQueryOptions(user), enabled: !!user });
  const paid = status.data?.paidBonusCents;

  // Loading the status pays level-up bonuses that were due: the balance shown elsewhere may have grown.
  useEffect(() => {
    if (paid !== undefined && paid > 0) void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  }, [paid, queryClient]);

  if (!status.data)
    return (
      <div className={styles.page}>
        {status.isError ? (
          <SectionError error={status.error} onRetry={() => void status.refetch()}>
            <Trans>Your VIP level could not be loaded.</Trans>
          </SectionError>
        ) : (
          <div className={styles.skeleton} aria-busy="true" />
        )}
      </div>
    );
  return (
    <div className={styles.page}>
      <Current status={status.data} />
      {status.data.levels.length ? (
        <Benefits status={status.data} />
      ) : (
        <p className={styles.muted}>
          <Trans>There are no VIP levels at the moment.</Trans>
        </p>
      )}
    </div>
  );
}
