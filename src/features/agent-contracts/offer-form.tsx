import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { showToast } from '../../components/toast/toast-store.ts';
import { parseCents } from '../../lib/amount-input.ts';
import { useOnline } from '../../lib/online.ts';
import type { KindTerms } from '../../shared/agent-pay.ts';
import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractOverview,
  type DividendTerms,
  type SalaryTerms,
  TERMS_SCHEMAS,
} from '../../shared/schemas/agent-contracts.ts';
import { contractKeys, offerContract } from './api.ts';
import { Calculator } from './calculator.tsx';
import styles from './contracts.module.css';
import { parseCount, parseShareBp } from './format.ts';
import { contractErrorMessage } from './labels.ts';

/** A tier as typed: the minimum (turnover or loss, pesos), active players, the pay (pesos or %). */
interface Row {
  min: string;
  players: string;
  pay: string;
}

const EMPTY: Row = { min: '', players: '', pay: '' };

/** The typed tiers as terms of the kind, or null while a field is not a number. */
function termsOf(kind: ContractKind, rows: readonly Row[]): SalaryTerms | DividendTerms | null {
  const parsed = rows.map((r) => ({
    min: parseCents(r.min),
    players: parseCount(r.players),
    pay: kind === 'dividend' ? parseShareBp(r.pay) : parseCents(r.pay),
  }));
  if (parsed.some((p) => p.min === null || p.players === null || p.pay === null)) return null;
  const tiers =
    kind === 'dividend'
      ? parsed.map((p) => ({
          minLossCents: p.min ?? 0,
          minActivePlayers: p.players ?? 0,
          shareBp: p.pay ?? 0,
        }))
      : parsed.map((p) => ({
          minTurnoverCents: p.min ?? 0,
          minActivePlayers: p.players ?? 0,
          salaryCents: p.pay ?? 0,
        }));
  return { tiers } as SalaryTerms | DividendTerms;
}

/** Offer terms to a direct sub-agent: pick the agent, edit the tiers, try them in the calculator. */
export function OfferForm({
  kind,
  user,
  subAgents,
}: {
  kind: ContractKind;
  user: string;
  subAgents: ContractOverview['subAgents'];
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [agentId, setAgentId] = useState(subAgents[0]?.id ?? 0);
  const [rows, setRows] = useState<Row[]>([EMPTY]);
  const [tried, setTried] = useState(false);
  const offer = useMutation({ mutationFn: offerContract.bind(null, kind) });
  const terms = termsOf(kind, rows);
  const valid = terms !== null && v.is(TERMS_SCHEMAS[kind], terms);
  const dividend = kind === 'dividend';
  const set = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!valid || !terms || !agentId) return;
    offer.mutate(
      { agentId, terms },
      {
        onSuccess: (c) => {
          showToast(t`Offer sent to ${c.agent}.`);
          setRows([EMPTY]);
          setTried(false);
          void queryClient.invalidateQueries({ queryKey: contractKeys.overview(user, kind) });
        },
        onError: (err) => showToast(i18n._(contractErrorMessage(err))),
      },
    );
  };

  return (
    <form className={styles.fields} onSubmit={submit} noValidate>
      <label className={styles.field} htmlFor={`${id}-agent`}>
        {t`Sub-agent`}
        <select id={`${id}-agent`} value={agentId} onChange={(e) => setAgentId(Number(e.target.value))}>
          {subAgents.map((s) => (
            <option key={s.id} value={s.id}>
              {s.account}
            </option>
          ))}
        </select>
      </label>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered rows without ids
        <fieldset key={i} className={styles.tier} data-testid="tier-row">
          <legend className="visually-hidden">{t`Tier ${i + 1}`}</legend>
          <label className={styles.field}>
            {dividend ? t`Minimum loss (₱)` : t`Minimum turnover (₱)`}
            <input inputMode="decimal" value={r.min} onChange={(e) => set(i, { min: e.target.value })} />
          </label>
          <label className={styles.field}>
            {t`Active players`}
            <input
              inputMode="numeric"
              value={r.players}
              onChange={(e) => set(i, { players: e.target.value })}
            />
          </label>
          <label className={styles.field}>
            {dividend ? t`Share (%)` : t`Salary (₱)`}
            <input inputMode="decimal" value={r.pay} onChange={(e) => set(i, { pay: e.target.value })} />
          </label>
          <button
            type="button"
            className={styles.remove}
            aria-label={t`Remove tier ${i + 1}`}
            disabled={rows.length === 1}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button-secondary"
        disabled={rows.length >= CONTRACT_MAX_TIERS}
        onClick={() => setRows([...rows, EMPTY])}
      >
        <Trans>Add a tier</Trans>
      </button>
      {tried && !valid ? (
        <p className={styles.error} role="alert">
          <Trans>
            Fill in every tier. Each tier must ask at least as much as the one before (more turnover, loss or
            players) and pay more.
          </Trans>
        </p>
      ) : null}
      {valid && terms ? (
        <details className={styles.details}>
          <summary>
            <Trans>What would these terms pay?</Trans>
          </summary>
          <Calculator contract={{ kind, terms } as KindTerms} />
        </details>
      ) : null}
      <button type="submit" className="button-primary" disabled={!online || offer.isPending}>
        {offer.isPending ? <Trans>Sending…</Trans> : <Trans>Send the offer</Trans>}
      </button>
      {online ? null : (
        <p className={styles.muted} role="status">
          <Trans>Sending an offer needs a connection.</Trans>
        </p>
      )}
    </form>
  );
}
