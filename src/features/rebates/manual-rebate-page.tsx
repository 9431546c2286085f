import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { CATEGORY_LABELS, formatRate } from '../../components/screen/rebate-categories.ts';
import { SwitchGate } from '../../components/screen/switch-gate.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { ApiError } from '../../lib/http.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import type { RebateAccrual } from '../../shared/schemas/rebates.ts';
import { sessionStore } from '../../stores/session.ts';
import { claimRebate, rebateAccrualQueryOptions, rebateKeys } from './api.ts';
import { rebateErrorMessage } from './labels.ts';
import styles from './rebates.module.css';

/** /m/member/manualRebate (MANPLAYREB3): the rebate accrued per category since the last claim, and claim now. */
export function ManualRebatePage() {
  return (
    <SwitchGate gate="MANPLAYREB3" message={<Trans>Rebates are not offered on this site.</Trans>}>
      <ManualRebate />
    </SwitchGate>
  );
}

function ManualRebate() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const accrual = useQuery({ ...rebateAccrualQueryOptions(user), enabled: !!user });
  if (!accrual.data) {
    if (accrual.isPending && online) return <div className={styles.skeleton} aria-busy="true" />;
    return online ? (
      <ErrorState error={accrual.error} onRetry={() => void accrual.refetch()} />
    ) : (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Your rebate shows once you are connected.</Trans>
      </p>
    );
  }
  return <Accrual user={user} accrual={accrual.data} />;
}

function Accrual({ user, accrual }: { user: string; accrual: RebateAccrual }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const reportOn = useSiteConfig().data?.switches.PLYRBT ?? false;
  // One id per claim: a retry after no answer reuses it (paid once); a decided answer makes a new one.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const claim = useMutation({ mutationFn: claimRebate });
  const shown = accrual.lines.filter((l) => l.rateBp > 0 || l.turnoverCents !== 0);
  const total = formatPeso(accrual.totalCents, i18n.locale);

  const press = () =>
    claim.mutate(requestId, {
      onSuccess: (result) => {
        setRequestId(crypto.randomUUID());
        const amount = formatPeso(result.claim.amountCents, i18n.locale);
        showToast(t`Rebate of ${amount} added to your balance.`);
        void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
        void queryClient.invalidateQueries({ queryKey: rebateKeys.all(user) });
      },
      onError: (err) => {
        if (err instanceof ApiError) setRequestId(crypto.randomUUID());
        showToast(i18n._(rebateErrorMessage(err)));
        void queryClient.invalidateQueries({ queryKey: rebateKeys.accrual(user) });
      },
    });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="rebate-total">
        <h2 id="rebate-total" className={styles.muted}>
          <Trans>Rebate available</Trans>
        </h2>
        <p className={styles.total} data-testid="rebate-total">
          {total}
        </p>
        <p className={styles.muted}>
          {accrual.since ? (
            <Trans>Turnover since your last claim on {formatOperatorTime(accrual.since, i18n.locale)}.</Trans>
          ) : (
            <Trans>Turnover since you started playing.</Trans>
          )}
        </p>
        <button
          type="button"
          className="button-primary"
          disabled={!online || claim.isPending || accrual.totalCents <= 0 || accrual.nextClaimAt !== null}
          onClick={press}
        >
          {claim.isPending ? <Trans>Claiming…</Trans> : <Trans>Claim now</Trans>}
        </button>
        {accrual.nextClaimAt ? (
          <p className={styles.muted} data-testid="rebate-next-claim">
            <Trans>You can claim again from {formatOperatorTime(accrual.nextClaimAt, i18n.locale)}.</Trans>
          </p>
        ) : null}
        {online ? null : (
          <p className={styles.muted} role="status">
            <Trans>Claiming needs a connection.</Trans>
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="rebate-lines">
        <h2 id="rebate-lines" className={styles.muted}>
          <Trans>By game category</Trans>
        </h2>
        {shown.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Category`}</th>
                <th scope="col">{t`Turnover`}</th>
                <th scope="col">{t`Rate`}</th>
                <th scope="col">{t`Rebate`}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((l) => (
                <tr key={l.category} data-testid={`rebate-line-${l.category}`}>
                  <th scope="row">{t(CATEGORY_LABELS[l.category])}</th>
                  <td>{formatPeso(l.turnoverCents, i18n.locale)}</td>
                  <td>{formatRate(l.rateBp, i18n.locale)}</td>
                  <td>{formatPeso(l.amountCents, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>
            <Trans>No game category has a rebate rate on this site yet.</Trans>
          </p>
        )}
        <p className={styles.muted}>
          <Trans>
            Turnover is what you bet once the result is in: a bet on a draw counts when the draw is settled,
            and a cancelled or refunded bet never counts. A category's rebate may be capped per claim.
          </Trans>
        </p>
      </section>
      {reportOn ? (
        <Link to="/m/member/rebateReport" className="button-secondary">
          <Trans>Rebate history</Trans>
        </Link>
      ) : null}
    </div>
  );
}
