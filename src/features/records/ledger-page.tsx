import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { initialRange, RangePicker } from '../../components/screen/range-picker.tsx';
import { formatPeso } from '../../lib/money.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { isLedgerReason, LEDGER_GROUPS, type LedgerGroup } from '../../shared/constants/ledger.ts';
import type { LedgerRecord } from '../../shared/schemas/records.ts';
import { ledgerQueryOptions } from './api.ts';
import { signed } from './format.ts';
import { GROUP_LABELS, REASON_LABELS } from './labels.ts';
import { RecordList } from './record-list.tsx';
import styles from './records.module.css';
import { useUserName } from './use-user-name.ts';

function LedgerRow({ entry }: { entry: LedgerRecord }) {
  const { t, i18n } = useLingui();
  const label = isLedgerReason(entry.reason) ? t(REASON_LABELS[entry.reason]) : entry.reason;
  return (
    <>
      <p className={styles.title}>{label}</p>
      <p className={`${styles.amount} ${entry.amountCents > 0 ? styles.credit : styles.debit}`}>
        {signed(entry.amountCents, formatPeso(entry.amountCents, i18n.locale))}
      </p>
      <p className={styles.detail}>{formatOperatorTime(entry.createdAt, i18n.locale)}</p>
      <p className={styles.detailEnd}>
        <Trans>Balance {formatPeso(entry.balanceAfterCents, i18n.locale)}</Trans>
      </p>
    </>
  );
}

/**
 * Every movement of the member's wallet with its reason, amount, balance after and time, filtered by
 * reason group. `agent`: the agency centre's entry (`?types=A`), the same ledger under the agent's label.
 */
export function LedgerPage({ agent = false }: { agent?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const user = useUserName();
  const [range, setRange] = useState(initialRange);
  // The agency centre's entry opens on the agent entries (team rebate income, salaries, dividends).
  const [group, setGroup] = useState<LedgerGroup | undefined>(agent ? 'agent' : undefined);
  const query = useInfiniteQuery({ ...ledgerQueryOptions(user ?? '', range.range, group), enabled: !!user });
  return (
    <div className={styles.page}>
      {agent ? (
        <p className={styles.agent}>
          <Trans>Agent account</Trans>
        </p>
      ) : null}
      <RangePicker value={range} onChange={setRange} />
      <label className={styles.filter} htmlFor={`${id}-group`}>
        <Trans>Type</Trans>
        <select
          id={`${id}-group`}
          className={styles.select}
          value={group ?? ''}
          onChange={(e) => setGroup(LEDGER_GROUPS.find((g) => g === e.target.value))}
        >
          <option value="">{t`All`}</option>
          {LEDGER_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(GROUP_LABELS[g])}
            </option>
          ))}
        </select>
      </label>
      <RecordList
        query={query}
        keyOf={(e) => e.id}
        item={(e) => <LedgerRow entry={e} />}
        failed={<Trans>Your transactions could not be loaded.</Trans>}
      />
    </div>
  );
}
