import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { formatPeso } from '../../lib/money.ts';
import { operatorDay, type RecordRange } from '../../lib/record-range.ts';
import type { TeamSummary } from '../../shared/schemas/agent-kpi.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-home.module.css';
import { agentKpiQueryOptions, subAgentsQueryOptions } from './api.ts';
import { TeamCounters } from './team-counters.tsx';

/** The picker's range as Manila days, both included (`to` is exclusive; none: up to now). */
export function daysOf(range: RecordRange, now = Date.now()) {
  return {
    startDate: operatorDay(Date.parse(range.from)),
    endDate: range.to ? operatorDay(Date.parse(range.to) - 1) : operatorDay(now),
  };
}

type Figure = Exclude<keyof TeamSummary, 'startDate' | 'endDate'>;
const FIGURES: readonly { key: Figure; label: MessageDescriptor; money?: true }[] = [
  { key: 'teamSize', label: msg`Team size` },
  { key: 'directMembers', label: msg`Direct members` },
  { key: 'subAgents', label: msg`Sub-agents` },
  { key: 'newMembers', label: msg`New members` },
  { key: 'firstDepositors', label: msg`First-time depositors` },
  { key: 'depositCents', label: msg`Deposits`, money: true },
  { key: 'withdrawalCents', label: msg`Withdrawals`, money: true },
  { key: 'turnoverCents', label: msg`Valid turnover`, money: true },
  { key: 'winCents', label: msg`Wins paid`, money: true },
  { key: 'bonusCents', label: msg`Bonuses`, money: true },
  { key: 'rebateCents', label: msg`Rebates`, money: true },
  { key: 'netCents', label: msg`Team net (house)`, money: true },
];

/**
 * /m/agent/team/overview: the team KPI for a date range, of the whole team or of a direct sub-agent's
 * (`memberId`, chosen in the select or arriving from the team list).
 */
export function TeamOverviewPage({
  memberId,
  onMember,
}: {
  memberId?: number;
  onMember: (memberId: number | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const [range, setRange] = useState(initialRange);
  const request = { ...daysOf(range.range), ...(memberId ? { memberId } : {}) };
  const kpi = useQuery({ ...agentKpiQueryOptions(user, request), enabled: !!user });
  const subAgents = useQuery({ ...subAgentsQueryOptions(user), enabled: !!user });
  const choices = subAgents.data?.list ?? [];
  const unlisted = memberId !== undefined && !choices.some((c) => c.id === memberId);
  return (
    <div className={styles.overviewPage}>
      <div className={styles.filters}>
        <RangePicker value={range} onChange={setRange} />
        <label htmlFor={`${id}-team`}>
          <Trans>Team</Trans>
        </label>
        <select
          id={`${id}-team`}
          className={styles.select}
          value={memberId ?? ''}
          onChange={(e) => onMember(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{t`My whole team`}</option>
          {unlisted ? <option value={memberId}>{t`Member #${memberId}`}</option> : null}
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {t`${c.account}'s team`}
            </option>
          ))}
        </select>
      </div>
      {kpi.isError && !kpi.data ? (
        <SectionError error={kpi.error} onRetry={() => void kpi.refetch()}>
          <Trans>Your team's figures could not be loaded.</Trans>
        </SectionError>
      ) : (
        <div aria-busy={kpi.isPending || undefined} className={styles.filters}>
          <TeamCounters footer={kpi.data?.footer} />
          <dl className={styles.summary}>
            {FIGURES.map(({ key, label, money }) => {
              const value = kpi.data?.summary[key];
              return (
                <div key={key} className={styles.summaryRow}>
                  <dt>{i18n._(label)}</dt>
                  <dd className={key === 'netCents' ? styles.net : undefined} data-testid={`summary-${key}`}>
                    {value === undefined
                      ? '—'
                      : money
                        ? formatPeso(value, i18n.locale)
                        : value.toLocaleString(i18n.locale)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      )}
    </div>
  );
}
