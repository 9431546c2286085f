import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { showToast } from '../../components/toast/toast-store.ts';
import { centsToInput, parseCents } from '../../lib/amount-input.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { type KindTerms, payOf } from '../../shared/agent-pay.ts';
import { sessionStore } from '../../stores/session.ts';
import { teamFiguresQueryOptions } from './api.ts';
import { CalcLines } from './calc-lines.tsx';
import styles from './contracts.module.css';
import { parseCount, parseSignedCents } from './format.ts';
import { contractErrorMessage } from './labels.ts';

/**
 * What-if: the pay of these terms for a team's figures, by the settlement's own function
 * (src/shared/agent-pay.ts), so the page and the payment never disagree.
 */
export function Calculator({ contract }: { contract: KindTerms }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const online = useOnline();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [turnover, setTurnover] = useState('');
  const [players, setPlayers] = useState('');
  const [loss, setLoss] = useState('');
  const [period, setPeriod] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The team's real figures of the period running now, to start the what-if from.
  const useMine = () => {
    setLoading(true);
    queryClient
      .fetchQuery(teamFiguresQueryOptions(user, contract.kind))
      .then((f) => {
        setTurnover(centsToInput(Math.max(0, f.turnoverCents)));
        setPlayers(String(f.activePlayers));
        setLoss(f.lossCents < 0 ? `-${centsToInput(-f.lossCents)}` : centsToInput(f.lossCents));
        setPeriod(f.period);
      })
      .catch((err: unknown) => showToast(i18n._(contractErrorMessage(err))))
      .finally(() => setLoading(false));
  };
  const dividend = contract.kind === 'dividend';
  const figures = {
    turnoverCents: parseCents(turnover || '0'),
    activePlayers: parseCount(players || '0'),
    lossCents: dividend ? parseSignedCents(loss || '0') : 0,
  };
  const valid =
    figures.turnoverCents !== null && figures.activePlayers !== null && figures.lossCents !== null;
  const pay = valid
    ? payOf(contract, {
        turnoverCents: figures.turnoverCents ?? 0,
        activePlayers: figures.activePlayers ?? 0,
        lossCents: figures.lossCents ?? 0,
      })
    : null;
  return (
    <div className={styles.fields} data-testid="calculator">
      <button type="button" className="button-secondary" disabled={!online || loading} onClick={useMine}>
        <Trans>Use my team's figures so far</Trans>
      </button>
      {period ? (
        <p className={styles.muted}>
          <Trans>Your team's figures of {period} so far.</Trans>
        </p>
      ) : null}
      <label className={styles.field} htmlFor={`${id}-turnover`}>
        {t`Team turnover (₱)`}
        <input
          id={`${id}-turnover`}
          inputMode="decimal"
          value={turnover}
          onChange={(e) => setTurnover(e.target.value)}
          placeholder="0"
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-players`}>
        {t`Active players`}
        <input
          id={`${id}-players`}
          inputMode="numeric"
          value={players}
          onChange={(e) => setPlayers(e.target.value)}
          placeholder="0"
        />
      </label>
      {dividend ? (
        <label className={styles.field} htmlFor={`${id}-loss`}>
          {t`Team loss (₱, bets less wins)`}
          <input
            id={`${id}-loss`}
            inputMode="decimal"
            value={loss}
            onChange={(e) => setLoss(e.target.value)}
            placeholder="0"
          />
        </label>
      ) : null}
      {pay ? (
        <>
          <p className={styles.result} data-testid="calc-result" aria-live="polite">
            {formatPeso(pay.amountCents, i18n.locale)}
          </p>
          <CalcLines lines={pay.lines} />
        </>
      ) : (
        <p className={styles.error} role="alert">
          <Trans>Enter amounts in pesos (up to 2 decimals) and whole players.</Trans>
        </p>
      )}
    </div>
  );
}
