import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { AmountField } from '../../components/form/amount-field.tsx';
import { OfflineHint } from '../../components/form/offline-hint.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { amountProblem, centsToInput, parseCents } from '../../lib/amount-input.ts';
import { fieldMessage } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { LIMIT_KINDS, LIMIT_MAX_CENTS } from '../../shared/constants/protection.ts';
import { TOAST_MS } from '../../shared/constants/ui.ts';
import type { LimitState, Limits } from '../../shared/schemas/protection.ts';
import { sessionStore } from '../../stores/session.ts';
import { limitsQueryOptions, playLimitKeys, setLimitMutationOptions } from './api.ts';
import { KIND_HINTS, KIND_TITLES, limitsErrorMessage, PERIOD_LABELS } from './limit-labels.ts';
import styles from './play-limits.module.css';

interface Props {
  /** Optional: e.g. back to the Responsible gaming menu. */
  onDone?: () => void;
}

/**
 * The member's deposit and loss limits (daily, weekly, monthly): the one in force, a raise or removal
 * waiting its 24 hours with when it applies, and what the period has used. Lowering applies at once.
 */
export function LimitsView({ onDone }: Props) {
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? '';
  const limits = useQuery({ ...limitsQueryOptions(user), enabled: Boolean(session) });
  if (!session) return null;
  if (limits.isError) return <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />;
  if (!limits.data)
    return (
      <p className={styles.page} role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  const all = limits.data.limits;
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>
        <Trans>Deposit and loss limits</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          A lower limit takes effect at once. A higher limit, or removing one, takes effect only after 24
          hours. Days, weeks (from Monday) and months follow Philippine time.
        </Trans>
      </p>
      {LIMIT_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} states={all.filter((l) => l.kind === kind)} user={user} />
      ))}
      {onDone ? (
        <button type="button" className="button-secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      ) : null}
    </div>
  );
}

function KindSection({
  kind,
  states,
  user,
}: {
  kind: LimitState['kind'];
  states: LimitState[];
  user: string;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subheading}>
        {i18n._(KIND_TITLES[kind])}
      </h3>
      <p className={styles.text}>{i18n._(KIND_HINTS[kind])}</p>
      <ul className={styles.list}>
        {states.map((state) => (
          <LimitRow key={state.period} state={state} user={user} />
        ))}
      </ul>
    </section>
  );
}

function LimitRow({ state, user }: { state: LimitState; user: string }) {
  const { i18n, t } = useLingui();
  const [editing, setEditing] = useState(false);
  const name = `${i18n._(KIND_TITLES[state.kind])}: ${i18n._(PERIOD_LABELS[state.period])}`;
  const peso = (cents: number) => formatPeso(cents, i18n.locale);
  const when = (iso: string) => formatOperatorTime(iso, i18n.locale);
  const limit = state.limitCents;
  const used = peso(state.usedCents);
  const resets = when(state.periodEndsAt);
  return (
    <li className={styles.item} aria-label={name}>
      <div className={styles.row}>
        <span className={styles.name}>{i18n._(PERIOD_LABELS[state.period])}</span>
        <span className={styles.value}>{limit === null ? <Trans>No limit</Trans> : peso(limit)}</span>
        {editing ? null : (
          <button
            type="button"
            className={styles.link}
            onClick={() => setEditing(true)}
            aria-label={t`Change ${name}`}
          >
            {limit === null ? <Trans>Set</Trans> : <Trans>Change</Trans>}
          </button>
        )}
      </div>
      {limit === null ? null : (
        <p className={styles.meta}>
          <Trans>
            Used {used} of {peso(limit)} · starts again {resets}
          </Trans>
        </p>
      )}
      {state.pending ? (
        <p className={styles.pending} role="status">
          {state.pending.limitCents === null ? (
            <Trans>Removal takes effect on {when(state.pending.appliesAt)}</Trans>
          ) : (
            <Trans>
              New limit of {peso(state.pending.limitCents)} takes effect on {when(state.pending.appliesAt)}
            </Trans>
          )}
        </p>
      ) : null}
      {editing ? <LimitForm state={state} user={user} name={name} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}

function LimitForm({
  state,
  user,
  name,
  onClose,
}: {
  state: LimitState;
  user: string;
  name: string;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const save = useMutation(setLimitMutationOptions());
  const form = useForm<'amount'>({
    initial: { amount: state.limitCents === null ? '' : centsToInput(state.limitCents) },
    validate: (values) => ({
      amount: amountProblem(values.amount, { minCents: 1, maxCents: LIMIT_MAX_CENTS }),
    }),
    message: (code) => i18n._(fieldMessage(code)),
  });

  const send = (limitCents: number | null) =>
    save.mutate(
      { kind: state.kind, period: state.period, limitCents },
      {
        onSuccess: (answer: Limits) => {
          queryClient.setQueryData(playLimitKeys.limits(user), answer);
          const now = answer.limits.find((l) => l.kind === state.kind && l.period === state.period);
          const pending = now?.pending;
          if (pending) {
            const at = formatOperatorTime(pending.appliesAt, i18n.locale);
            showToast(msg`Saved. The change takes effect on ${at}.`, TOAST_MS.default);
          } else showToast(msg`Saved. The limit applies now.`, TOAST_MS.short);
          onClose();
        },
        onError: (err) => showToast(limitsErrorMessage(err)),
      },
    );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={name}
      onSubmit={form.handleSubmit((values) => {
        const cents = parseCents(values.amount);
        if (cents !== null) send(cents);
      })}
    >
      <AmountField {...form.field('amount')} label={t`New limit`} name="amount" required />
      <div className={styles.actions}>
        <button type="button" className="button-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        {state.limitCents === null ? null : (
          <button
            type="button"
            className="button-secondary"
            disabled={!online || save.isPending}
            onClick={() => send(null)}
          >
            <Trans>Remove</Trans>
          </button>
        )}
        <button type="submit" className="button-primary" disabled={!online || save.isPending}>
          <Trans>Save</Trans>
        </button>
      </div>
      <OfflineHint />
    </form>
  );
}
