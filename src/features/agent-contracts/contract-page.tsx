import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import type { Contract, ContractKind, ContractOverview } from '../../shared/schemas/agent-contracts.ts';
import { sessionStore } from '../../stores/session.ts';
import { contractKeys, contractOverviewQueryOptions, decideContract } from './api.ts';
import { Calculator } from './calculator.tsx';
import styles from './contracts.module.css';
import { contractErrorMessage, STATUS_LABELS } from './labels.ts';
import { OfferForm } from './offer-form.tsx';
import { SettlementList } from './settlement-list.tsx';
import { TermsTable } from './terms-table.tsx';

/** /m/member/agent/getSalaryContract (DAILYSALCONT3). */
export const SalaryContractPage = () => <ContractPage kind="salary" />;
/** /m/member/agent/getHourContract (HOURSAL3). */
export const HourlyContractPage = () => <ContractPage kind="hourly" />;
/** /m/member/agent/getDevidendContract (AFFMAN3). */
export const DividendContractPage = () => <ContractPage kind="dividend" />;

function ContractPage({ kind }: { kind: ContractKind }) {
  const session = useSnapshot(sessionStore).session;
  const user = session?.userName ?? '';
  // The route's guard (guardAgent) sends everyone but agents home before this renders.
  const online = useOnline();
  const overview = useQuery({ ...contractOverviewQueryOptions(user, kind), enabled: !!user });
  if (!overview.data) {
    if (overview.isPending && online) return <div className={styles.skeleton} aria-busy="true" />;
    return online ? (
      <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
    ) : (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Your contracts show once you are connected.</Trans>
      </p>
    );
  }
  return <Contracts kind={kind} user={user} overview={overview.data} />;
}

function PeriodNote({ kind }: { kind: ContractKind }) {
  if (kind === 'salary')
    return (
      <Trans>
        Paid once a day (Manila time) for the team's turnover and active players of that day: the highest tier
        reached pays its salary.
      </Trans>
    );
  if (kind === 'hourly')
    return (
      <Trans>
        Paid every hour for the team's turnover and active players of that hour: the highest tier reached pays
        its salary.
      </Trans>
    );
  return (
    <Trans>
      Paid every half-month (1st–15th, 16th–end of month): the highest tier the team's loss and active players
      reach pays its share of the loss.
    </Trans>
  );
}

function Contracts({
  kind,
  user,
  overview,
}: {
  kind: ContractKind;
  user: string;
  overview: ContractOverview;
}) {
  const { pending, current, offered, subAgents } = overview;
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        <PeriodNote kind={kind} />
      </p>
      <section className={styles.card} aria-labelledby="contract-mine">
        <h2 id="contract-mine" className={styles.heading}>
          <Trans>Offered to me</Trans>
        </h2>
        {pending ? <ContractCard kind={kind} user={user} contract={pending} party="downline" /> : null}
        {current ? <ContractCard kind={kind} user={user} contract={current} party="downline" /> : null}
        {!pending && !current ? (
          <p className={styles.muted}>
            <Trans>Your upline has not offered you a contract of this kind.</Trans>
          </p>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="contract-offered">
        <h2 id="contract-offered" className={styles.heading}>
          <Trans>My offers to sub-agents</Trans>
        </h2>
        {offered.length ? (
          <ul className={styles.list}>
            {offered.map((c) => (
              <li key={c.id}>
                <ContractCard kind={kind} user={user} contract={c} party="upline" />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            <Trans>No offers waiting or in force.</Trans>
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="contract-new">
        <h2 id="contract-new" className={styles.heading}>
          <Trans>New offer</Trans>
        </h2>
        {subAgents.length ? (
          <OfferForm kind={kind} user={user} subAgents={subAgents} />
        ) : (
          <p className={styles.muted}>
            <Trans>You have no sub-agents to offer a contract to yet.</Trans>
          </p>
        )}
      </section>
      {kind === 'dividend' ? (
        <Link to="/m/member/agent/agentDivident" className="button-secondary">
          <Trans>My dividends</Trans>
        </Link>
      ) : (
        <section className={styles.card} aria-labelledby="contract-payments">
          <h2 id="contract-payments" className={styles.heading}>
            <Trans>Payments</Trans>
          </h2>
          <SettlementList kind={kind} user={user} />
        </section>
      )}
    </div>
  );
}

function ContractCard({
  kind,
  user,
  contract,
  party,
}: {
  kind: ContractKind;
  user: string;
  contract: Contract;
  party: 'upline' | 'downline';
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (action: 'accept' | 'reject' | 'cancel') => decideContract(kind, contract.id, action),
    onSuccess: (c) => {
      showToast(
        c.status === 'accepted'
          ? t`Contract accepted.`
          : c.status === 'rejected'
            ? t`Offer rejected.`
            : t`Offer cancelled.`,
      );
    },
    onError: (err) => showToast(i18n._(contractErrorMessage(err))),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all(user) });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    },
  });
  const pending = contract.status === 'pending';
  const from = contract.upline ?? t`the platform`;
  return (
    <article className={styles.row} data-testid={`contract-${contract.status}`}>
      <div className={styles.rowHead}>
        <strong>{party === 'upline' ? contract.agent : <Trans>From {from}</Trans>}</strong>
        <span className={styles.status}>{t(STATUS_LABELS[contract.status])}</span>
      </div>
      <p className={styles.muted}>
        {pending ? (
          <Trans>Offered on {formatOperatorTime(contract.createdAt, i18n.locale)}</Trans>
        ) : contract.decidedAt ? (
          <Trans>In force since {formatOperatorTime(contract.decidedAt, i18n.locale)}</Trans>
        ) : null}
      </p>
      <TermsTable contract={contract} />
      <details className={styles.details}>
        <summary>
          <Trans>What-if calculator</Trans>
        </summary>
        <Calculator contract={contract} />
      </details>
      {pending && party === 'downline' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button-secondary"
            disabled={!online || decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            <Trans>Reject</Trans>
          </button>
          <button
            type="button"
            className="button-primary"
            disabled={!online || decide.isPending}
            onClick={() => decide.mutate('accept')}
          >
            <Trans>Accept</Trans>
          </button>
        </div>
      ) : null}
      {pending && party === 'upline' ? (
        <button
          type="button"
          className="button-secondary"
          disabled={!online || decide.isPending}
          onClick={() => decide.mutate('cancel')}
        >
          <Trans>Cancel the offer</Trans>
        </button>
      ) : null}
    </article>
  );
}
