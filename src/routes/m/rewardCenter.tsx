import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { RewardCentrePage } from '../../features/reward-centre/reward-centre-page.tsx';
import { guardRealMember } from '../../lib/session-guard.ts';
import { sessionStore } from '../../stores/session.ts';

export const Route = createFileRoute('/m/rewardCenter')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Reward centre` } },
  beforeLoad: guardRealMember,
  component: function RewardCenter() {
    const user = useSnapshot(sessionStore).session?.userName;
    return user ? <RewardCentrePage user={user} /> : null;
  },
});
