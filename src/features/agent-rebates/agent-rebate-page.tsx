import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import {
  agentErrorMessage,
  parseRate,
  rateFieldProblem,
  rateMessage,
  rateText,
} from '../../components/form/agent-rates.ts';
import { RateFields } from '../../components/form/rate-fields.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { CATEGORY_LABELS, formatRate } from '../../components/screen/rebate-categories.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useOnline } from '../../lib/online.ts';
import { rateBounds } from '../../shared/agent-rebate.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../shared/constants/rebates.ts';
import type { AgentMemberRates, AgentRebatesView } from '../../shared/schemas/agent-rebates.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-rebates.module.css';
import { agentRebateKeys, agentRebatesQueryOptions, setSubAgentRates } from './api.ts';

/** /m/member/agent/agentRebeat (AFFMAN3): the agent's own rates and its direct sub-agents', within its own. */
export function AgentRebatePage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const [memberId, setMemberId] = useState<number | undefined>(undefined);
  const view = useQuery({ ...agentRebatesQueryOptions(user, memberId), enabled: !!user });
  // The list and own rates stay on screen while another sub-agent's rates load.
  const base = useQuery({ ...agentRebatesQueryOptions(user), enabled: !!user });
  const shown = view.data ?? base.data;
  if (!shown) {
    if ((view.isPending || base.isPending) && online)
      return <div className={styles.skeleton} aria-busy="true" />;
    return online ? (
      <ErrorState error={view.error ?? base.error} onRetry={() => void view.refetch()} />
    ) : (
      <p className={styles.muted} role="status">
        <Trans>You are offline. Your rebate settings show once you are connected.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.page}>
      <OwnRates view={shown} />
      <SubAgentPicker view={shown} memberId={memberId} onPick={setMemberId} />
      {memberId === undefined ? null : view.data?.member ? (
        <SubAgentForm key={memberId} user={user} view={view.data} member={view.data.member} />
      ) : view.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : (
        <ErrorState error={view.error} onRetry={() => void view.refetch()} />
      )}
    </div>
  );
}

function OwnRates({ view }: { view: AgentRebatesView }) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="own-rates">
      <h2 id="own-rates" className={styles.heading}>
        <Trans>Your rebate rates</Trans>
      </h2>
      <table className={styles.table} data-testid="own-rates">
        <tbody>
          {view.own.map((r) => (
            <tr key={r.category} data-testid={`own-rate-${r.category}`}>
              <th scope="row">{t(CATEGORY_LABELS[r.category])}</th>
              <td>{formatRate(r.rateBp, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        <Trans>
          You earn your rate on your direct members' bets, and the difference between your rate and a
          sub-agent's on its team's bets. A sub-agent's rate can be at most yours.
        </Trans>
      </p>
    </section>
  );
}

function SubAgentPicker({
  view,
  memberId,
  onPick,
}: {
  view: AgentRebatesView;
  memberId: number | undefined;
  onPick: (id: number | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  if (!view.subAgents.length)
    return (
      <p className={styles.muted}>
        <Trans>You have no sub-agents yet. Open a sub-agent account to share your rebate.</Trans>
      </p>
    );
  return (
    <div className={styles.selectField}>
      <label className={styles.label} htmlFor={id}>
        <Trans>Sub-agent</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={memberId ?? ''}
        onChange={(e) => onPick(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
      >
        <option value="">{t`Choose a sub-agent`}</option>
        {view.subAgents.map((s) => (
          <option key={s.id} value={s.id}>
            {s.nickname ? `${s.account} (${s.nickname})` : s.account}
          </option>
        ))}
      </select>
    </div>
  );
}

const valuesOf = (member: AgentMemberRates) =>
  Object.fromEntries(member.rates.map((r) => [r.category, rateText(r.rateBp)])) as Record<
    RebateCategory,
    string
  >;

function SubAgentForm({
  user,
  view,
  member,
}: {
  user: string;
  view: AgentRebatesView;
  member: AgentMemberRates;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const bounds = rateBounds(Object.fromEntries(view.own.map((r) => [r.category, r.rateBp])));
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<RebateCategory>({
    initial: () => valuesOf(member),
    validate: (vals) =>
      Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, rateFieldProblem(c, vals[c], bounds[c])])),
    message: (code) => i18n._(rateMessage(code)),
  });
  const save = useMutation({
    mutationFn: (values: Record<RebateCategory, string>) =>
      setSubAgentRates(member.id, {
        rates: REBATE_CATEGORIES.map((category) => ({ category, rateBp: parseRate(values[category]) ?? 0 })),
      }),
    onSuccess: (saved) => {
      setFormError(null);
      queryClient.setQueryData(agentRebateKeys.view(user, member.id), { ...view, member: saved });
      showToast(t`Rates of ${saved.account} saved.`);
    },
    // The values typed stay in the form; the reason shows above the button.
    onError: (err) => setFormError(err),
  });
  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby="sub-rates"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h2 id="sub-rates" className={styles.heading}>
        <Trans>Rates of {member.account}</Trans>
      </h2>
      <RateFields field={form.field} bounds={bounds} className={styles.rates} />
      {formError ? (
        <p className={styles.error} role="alert">
          {i18n._(agentErrorMessage(formError))}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!online || save.isPending}
      >
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save rates</Trans>}
      </button>
    </form>
  );
}
