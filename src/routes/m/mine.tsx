import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MemberCentrePage } from '../../features/member-centre/member-centre-page.tsx';
import { useUnclaimedRewards } from '../../features/reward-centre/api.ts';
import { useInboxUnread } from '../../lib/account/inbox-count.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { guardNoTrial } from '../../lib/session-guard.ts';

// Loaded when the member opens it, like the download bar's.
const DownloadPopup = lazyComponent(() =>
  import('../../features/install/download-popup.tsx').then((m) => m.DownloadPopup),
);

export const Route = createFileRoute('/m/mine')({
  staticData: { shell: { header: 'none', footer: true, title: msg`Member centre`, backTo: '/m/home' } },
  // Visitors stay and see the login prompt; a trial account goes home with 'free_reject'.
  beforeLoad: guardNoTrial,
  component: function Mine() {
    // The message icon's red dot (and the app badge) from the inbox's unread count.
    const unreadCount = useInboxUnread();
    // The reward centre's badge: unclaimed rewards (asked only while REWCEN3 is on).
    const rewardCount = useUnclaimedRewards();
    return (
      <MemberCentrePage DownloadPopup={DownloadPopup} unreadCount={unreadCount} rewardCount={rewardCount} />
    );
  },
});
