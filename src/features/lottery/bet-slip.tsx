import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { memberKeys } from '../../lib/account/api.ts';
import { ApiError } from '../../lib/http.ts';
import { formatMoney } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { LOTTERY_MAX_STAKE_CENTS, LOTTERY_MIN_STAKE_CENTS } from '../../shared/constants/lottery.ts';
import { type BetTypeRule, GAME_RULES, pickError } from '../../shared/lottery-rules.ts';
import type { Lottery } from '../../shared/schemas/lottery.ts';
import { lotteryKeys, placeOrder } from './api.ts';
import styles from './lottery.module.css';
import { useLotteryMessage } from './lottery-bits.tsx';

const QUICK_PESOS = [1, 5, 10, 50] as const;

/** The bet types' names. */
function useBetTypeName(): (betType: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    one: t`One number`,
    six: t`Six numbers`,
    straight: t`Straight (3 digits)`,
    last2: t`Last 2 digits`,
    last1: t`Last digit`,
    champion: t`Champion`,
    top2: t`First and second`,
  };
  return (betType) => names[betType] ?? betType;
}

/** What a bet type pays, read from the shared rules (the table settlement pays by): "9.5×", "3: 8×, 4: 200×". */
function PayTable({ bet }: { bet: BetTypeRule }) {
  const { i18n } = useLingui();
  const times = (hundredths: number) =>
    `${(hundredths / 100).toLocaleString(i18n.locale, { maximumFractionDigits: 2 })}×`;
  if (typeof bet.pays === 'number') {
    const multiplier = times(bet.pays);
    return <Trans>A win pays {multiplier} the stake.</Trans>;
  }
  const table = Object.entries(bet.pays)
    .map(([matches, pays]) => `${matches}: ${times(pays)}`)
    .join(', ');
  return <Trans>Pays by numbers matched: {table}.</Trans>;
}

/** Pick numbers by the lottery's rule, an amount, and place the order (a visitor logs in first). */
export function BetSlip({ lottery, userName }: { lottery: Lottery; userName: string | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const location = useLocation();
  const online = useOnline();
  const message = useLotteryMessage();
  const betTypeName = useBetTypeName();
  const rule = GAME_RULES[lottery.game];
  const betTypes = Object.keys(rule.betTypes);
  const [betType, setBetType] = useState(betTypes[0] ?? '');
  const [picks, setPicks] = useState<number[]>([]);
  const [pesos, setPesos] = useState('10');
  const [placed, setPlaced] = useState<number | null>(null);
  const bet = rule.betTypes[betType];
  const amountCents = Math.round(Number(pesos) * 100);
  const amountOk =
    Number.isInteger(amountCents) &&
    amountCents >= LOTTERY_MIN_STAKE_CENTS &&
    amountCents <= LOTTERY_MAX_STAKE_CENTS;
  const complete = pickError(lottery.game, betType, picks) === null;

  const mutation = useMutation({
    mutationFn: () =>
      placeOrder({
        lotteryCode: lottery.code,
        issue: lottery.nextDraw?.issue,
        bets: [{ betType, numbers: picks, amountCents }],
      }),
    onSuccess: (order) => {
      setPlaced(order.id);
      setPicks([]);
      if (!userName) return;
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(userName) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.wallet(userName) });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.one(lottery.code) });
    },
  });

  const toggle = (n: number) => {
    setPlaced(null);
    mutation.reset();
    setPicks((current) => {
      if (bet?.distinct && current.includes(n)) return current.filter((x) => x !== n);
      if (current.length >= (bet?.picks ?? 0)) return current;
      return [...current, n];
    });
  };
  const board = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  const error =
    mutation.error instanceof ApiError ? message(mutation.error.code) : mutation.error ? message('') : null;

  return (
    <section className={styles.section} aria-labelledby="bet-slip-title">
      <h2 id="bet-slip-title" className={styles.sectionTitle}>
        <Trans>Your bet</Trans>
      </h2>
      <fieldset className={`${styles.fieldset} ${styles.tabs}`}>
        <legend className="visually-hidden">{t`Bet type`}</legend>
        {betTypes.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.tab}
            aria-pressed={type === betType}
            onClick={() => {
              setBetType(type);
              setPicks([]);
            }}
          >
            {betTypeName(type)}
          </button>
        ))}
      </fieldset>
      <p className={styles.muted}>
        {bet?.distinct ? (
          <Plural value={bet.picks} one="Pick # number." other="Pick # different numbers." />
        ) : (
          <Plural value={bet?.picks ?? 0} one="Pick # digit." other="Pick # digits in order." />
        )}{' '}
        <span aria-live="polite">
          <Trans>Picked: {picks.length ? picks.join(', ') : '-'}</Trans>
        </span>
      </p>
      {bet ? (
        <p className={styles.muted} data-testid="pay-table">
          <PayTable bet={bet} />
        </p>
      ) : null}
      <fieldset className={`${styles.fieldset} ${styles.grid}`}>
        <legend className="visually-hidden">{t`Numbers`}</legend>
        {board.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.pick}
            aria-pressed={bet?.distinct ? picks.includes(n) : undefined}
            onClick={() => toggle(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <div className={styles.row}>
        <button type="button" className="button-secondary button-small" onClick={() => setPicks([])}>
          <Trans>Clear</Trans>
        </button>
      </div>
      <div className={styles.row}>
        <label htmlFor="lottery-amount">
          <Trans>Amount (₱)</Trans>
        </label>
        <input
          id="lottery-amount"
          className={styles.input}
          inputMode="decimal"
          value={pesos}
          onChange={(e) => setPesos(e.target.value)}
          aria-invalid={!amountOk || undefined}
        />
        {QUICK_PESOS.map((p) => (
          <button
            key={p}
            type="button"
            className="button-secondary button-small"
            onClick={() => setPesos(String(p))}
          >
            {p}
          </button>
        ))}
      </div>
      {!amountOk ? (
        <p className={styles.error}>
          <Trans>
            Bet from ₱{formatMoney(LOTTERY_MIN_STAKE_CENTS, i18n.locale)} to ₱
            {formatMoney(LOTTERY_MAX_STAKE_CENTS, i18n.locale)}.
          </Trans>
        </p>
      ) : null}
      {userName ? (
        <button
          type="button"
          className="button-primary"
          disabled={!complete || !amountOk || !lottery.nextDraw || mutation.isPending || !online}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending ? <Trans>Placing…</Trans> : <Trans>Place bet</Trans>}
        </button>
      ) : (
        <Link to="/m/login" search={{ redirect: location.href }} className="button-primary">
          <Trans>Log in to bet</Trans>
        </Link>
      )}
      {!online ? (
        <p className={styles.note}>
          <Trans>Betting needs a connection.</Trans>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {placed !== null ? (
        <p className={styles.success} role="status">
          <Trans>Order {placed} placed.</Trans>
        </p>
      ) : null}
    </section>
  );
}
