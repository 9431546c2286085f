import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PnlPage } from '../../features/records/pnl-page.tsx';
import { RecordsGate } from '../../features/records/records-gate.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/profitandloss')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Profit and loss` } },
  beforeLoad: guardRealMember,
  component: function ProfitAndLoss() {
    return (
      <RecordsGate gate="PERSREP">
        <PnlPage />
      </RecordsGate>
    );
  },
});
