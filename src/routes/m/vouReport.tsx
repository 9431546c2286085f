import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DepositRecordsPage } from '../../features/records/deposit-records-page.tsx';
import { RecordsGate } from '../../features/records/records-gate.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/vouReport')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Deposit records` } },
  beforeLoad: guardRealMember,
  component: function VouReport() {
    return (
      <RecordsGate gate="DEPRECM3">
        <DepositRecordsPage />
      </RecordsGate>
    );
  },
});
