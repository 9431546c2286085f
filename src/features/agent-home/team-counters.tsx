import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TeamFooter } from '../../shared/schemas/agent-kpi.ts';
import styles from './agent-home.module.css';

const COUNTERS: readonly { key: keyof TeamFooter; label: MessageDescriptor }[] = [
  { key: 'teamLoginMemberCount', label: msg`Logged in` },
  { key: 'teamBetMemberCount', label: msg`Bettors` },
  { key: 'teamRegisterMemberCount', label: msg`Registrations` },
  { key: 'teamOnlineCount', label: msg`Online now` },
];

/** The four team counters (SPEC.md section 3 "Team footer summary"); 0 until known. */
export function TeamCounters({ footer }: { footer: TeamFooter | undefined }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.counters}>
      {COUNTERS.map(({ key, label }) => (
        <div key={key} className={styles.counter}>
          <dt className={styles.counterLabel}>{i18n._(label)}</dt>
          <dd className={styles.counterValue} data-testid={`kpi-${key}`}>
            {(footer?.[key] ?? 0).toLocaleString(i18n.locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
