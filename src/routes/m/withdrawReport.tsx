import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RecordsGate } from '../../features/records/records-gate.tsx';
import { WithdrawRecordsPage } from '../../features/records/withdraw-records-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/withdrawReport')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Withdrawal records` } },
  beforeLoad: guardRealMember,
  component: function WithdrawReport() {
    return (
      <RecordsGate gate="WITHREC3">
        <WithdrawRecordsPage />
      </RecordsGate>
    );
  },
});
