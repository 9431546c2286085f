import { Trans, useLingui } from '@lingui/react/macro';
import { formatPeso } from '../../lib/money.ts';
import type { PayoutAccount } from '../../shared/schemas/payout.ts';
import type {
  TurnoverObligation,
  WithdrawOrder,
  WithdrawOverview,
} from '../../shared/schemas/withdrawals.ts';
import styles from './withdraw.module.css';
import { turnoverPercent, type WithdrawableNote } from './withdraw-rules.ts';

/** Available balance and what of it may be withdrawn now. */
export function BalanceCard({ overview }: { overview: WithdrawOverview }) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.card} aria-label={t`Balance`}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            <Trans>Available balance</Trans>
          </dt>
          <dd className={styles.figureValue} data-testid="withdraw-balance">
            {formatPeso(overview.balanceCents, i18n.locale)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>
            <Trans>Withdrawable</Trans>
          </dt>
          <dd className={`${styles.figureValue} ${styles.accent}`} data-testid="withdraw-withdrawable">
            {formatPeso(overview.withdrawableCents, i18n.locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The turnover requirement as progress, and why withdrawable is what it is. */
export function TurnoverCard({ overview, note }: { overview: WithdrawOverview; note: WithdrawableNote }) {
  const { t, i18n } = useLingui();
  const { turnover, limits } = overview;
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const wagered = peso(turnover.wageredCents);
  const required = peso(turnover.requiredCents);
  const remaining = peso(turnover.remainingCents);
  const minimum = peso(limits.minCents);
  const percent = turnoverPercent(turnover);
  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>
        <Trans>Turnover requirement</Trans>
      </h2>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t`Turnover requirement`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${wagered} of ${required} wagered`}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} data-met={turnover.met} />
      </div>
      <p className={styles.text}>
        {turnover.requiredCents > 0 ? (
          <Trans>
            {wagered} of {required} wagered
          </Trans>
        ) : (
          <Trans>No turnover requirement</Trans>
        )}
      </p>
      {turnover.open.length > 0 ? <ObligationList open={turnover.open} /> : null}
      {note === 'turnover' ? (
        <p className={styles.text} data-testid="withdrawable-note">
          <Trans>
            Withdrawable is ₱0.00 until every deposit and bonus above has met its turnover. Wager {remaining}{' '}
            more to withdraw.
          </Trans>
        </p>
      ) : note === 'belowMin' ? (
        <p className={styles.text} data-testid="withdrawable-note">
          <Trans>The smallest withdrawal is {minimum}: your withdrawable amount is below it.</Trans>
        </p>
      ) : null}
      <p className={styles.text} data-testid="turnover-counts">
        <Trans>
          What counts: bets placed after a deposit or bonus was credited, once their result is final. A
          cancelled bet counts for nothing. The oldest deposit or bonus is completed first.
        </Trans>
      </p>
    </section>
  );
}

/** Each deposit and bonus still open: what it asks, what went to it, what is left. */
function ObligationList({ open }: { open: readonly TurnoverObligation[] }) {
  const { i18n } = useLingui();
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.obligations} data-testid="turnover-open">
      {open.map((o) => {
        const amount = peso(o.amountCents);
        const credited = when.format(new Date(o.creditedAt));
        const wagered = peso(o.wageredCents);
        const required = peso(o.requiredCents);
        const left = peso(o.remainingCents);
        return (
          <li key={`${o.kind}:${o.id}`} className={styles.obligation}>
            <span className={styles.obligationTitle}>
              {o.kind === 'deposit' ? <Trans>Deposit {amount}</Trans> : <Trans>Bonus {amount}</Trans>}
              <span className={styles.obligationDate}>{credited}</span>
            </span>
            <span>
              <Trans>
                {wagered} of {required} wagered · {left} left
              </Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** "GCash ••••4567", the way an account is named everywhere on this screen. */
export const accountLabel = (account: Pick<PayoutAccount, 'provider' | 'maskedNumber'>) =>
  `${account.provider} ${account.maskedNumber}`;

/** A withdrawal waiting for an operator: shown instead of the form (one at a time). */
export function PendingCard({ order }: { order: WithdrawOrder }) {
  const { i18n } = useLingui();
  const submitted = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  return (
    <section className={styles.card} data-testid="withdraw-pending">
      <h2 className={styles.heading}>
        <Trans>Withdrawal in progress</Trans>
      </h2>
      <span className={styles.status}>
        <Trans>Awaiting approval</Trans>
      </span>
      <dl className={styles.details}>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>{formatPeso(order.amountCents, i18n.locale)}</dd>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{accountLabel(order.payout)}</dd>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{submitted}</dd>
      </dl>
      <p className={styles.text}>
        <Trans>
          The amount is held from your balance until it is approved. If it is rejected, it goes back to your
          balance. You can ask for another withdrawal once this one is decided.
        </Trans>
      </p>
    </section>
  );
}

/** A withdrawal decided while the screen was open: approved, or rejected with the operator's reason. */
export function DecidedCard({ order }: { order: WithdrawOrder }) {
  const { i18n } = useLingui();
  const amount = formatPeso(order.amountCents, i18n.locale);
  const reason = order.rejectReason;
  const to = accountLabel(order.payout);
  return order.status === 'approved' ? (
    <section className={styles.card} role="status" data-testid="withdraw-decided">
      <h2 className={styles.heading}>
        <Trans>Withdrawal approved</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Your withdrawal of {amount} to {to} was approved and is on its way.
        </Trans>
      </p>
    </section>
  ) : order.status === 'rejected' ? (
    <section className={styles.card} role="status" data-testid="withdraw-decided">
      <h2 className={styles.heading}>
        <Trans>Withdrawal rejected</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Your withdrawal of {amount} was rejected. The amount went back to your balance.</Trans>
      </p>
      {reason ? (
        <p className={styles.text}>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
    </section>
  ) : null;
}
