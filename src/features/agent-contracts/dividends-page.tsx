import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../stores/session.ts';
import styles from './contracts.module.css';
import { SettlementList } from './settlement-list.tsx';

/** /m/member/agent/agentDivident: dividends by period, each with its calculation line by line. */
export function DividendsPage() {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        <Trans>
          Each half-month (1st–15th, 16th–end of month), a dividend contract pays its share of the team's
          loss: bets less wins of you and everyone below you.
        </Trans>
      </p>
      <SettlementList kind="dividend" user={user} />
      <Link to="/m/member/agent/getDevidendContract" className="button-secondary">
        <Trans>Dividend contract</Trans>
      </Link>
    </div>
  );
}
