import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GameRecordsPage } from '../../features/records/game-records-page.tsx';
import { RecordsGate } from '../../features/records/records-gate.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';

export const Route = createFileRoute('/m/gameRecord')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Bet records` } },
  beforeLoad: guardRealMember,
  component: function GameRecord() {
    return (
      <RecordsGate gate="TRANSBETREPMEM3">
        <GameRecordsPage />
      </RecordsGate>
    );
  },
});
