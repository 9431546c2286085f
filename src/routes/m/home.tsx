import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ShellTopBlock } from '../../app/shell/top-block.tsx';
import { PageStack } from '../../components/page-stack.tsx';
import { homeAnnouncementsQueryOptions } from '../../features/announcements/api.ts';
import { NoticeMarquee } from '../../features/announcements/notice-marquee.tsx';
import { NoticePopup } from '../../features/announcements/notice-popup.tsx';
import { homeBannersQueryOptions } from '../../features/banners/api.ts';
import { BannerCarousel } from '../../features/banners/banner-carousel.tsx';
import { hotMatchesQueryOptions } from '../../features/hot-matches/api.ts';
import { HotMatchTicker } from '../../features/hot-matches/hot-match-ticker.tsx';
import { DownloadBar } from '../../features/install/download-bar.tsx';
import { gameTypesQueryOptions, hotGamesQueryOptions } from '../../features/popular-games/api.ts';
import { PopularGames } from '../../features/popular-games/popular-games.tsx';
import { ResponsibleGamingLink } from '../../features/responsible-gaming/home-link.tsx';
import { useSessionRenewal } from '../../lib/account/use-session-renewal.ts';
import { useAfterLoad } from '../../lib/after-load.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { AGENT_EXCLUDED_TYPES } from '../../shared/constants/members.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';

// The floating customer-service button comes after the lobby (its data in, SIDE_SERVICE_DELAY_MS more,
// when idle): not in the JS fetched before home is usable.
const SIDE_SERVICE_DELAY_MS = 1000;
const SideServiceButton = lazyComponent(() =>
  import('../../features/service/side-service-button.tsx').then((m) => m.SideServiceButton),
);
// An agent's pending-contract alert and dividend info (SPEC.md sections 2 and 4), after the lobby too, and
// only for agents (type 0 has no agent module; the module skips types 41 and 42 itself).
const AgentHomeChecks = lazyComponent(() =>
  import('../../features/agent-contracts/pending-contract-alert.tsx').then((m) => m.AgentHomeChecks),
);

function HomePage() {
  // SPEC.md section 2: the home screen opens at the top. (A block body: newer browsers' scrollTo
  // returns a promise, which React would take for the effect's cleanup and fail on when leaving home.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useSessionRenewal();
  const config = useSiteConfig().data;
  return (
    <PageStack>
      {config ? (
        <ShellTopBlock>
          <DownloadBar
            downloads={config.downloads}
            appIconUrl={config.resources.appIconUrl}
            siteName={config.siteName}
          />
        </ShellTopBlock>
      ) : null}
      <h1 className="visually-hidden">
        <Trans>Home</Trans>
      </h1>
      <BannerCarousel />
      <NoticeMarquee />
      <HotMatchTicker />
      <PopularGames />
      <ResponsibleGamingLink>
        <Trans>Responsible gaming</Trans>
      </ResponsibleGamingLink>
      <NoticePopup />
      <AfterLobby />
    </PageStack>
  );
}

/** What comes after the lobby, in a component of its own: its arrival re-renders it, not the whole page. */
function AfterLobby() {
  const config = useSiteConfig().data;
  const secondaryReady = useAfterLoad(SIDE_SERVICE_DELAY_MS);
  const session = useSnapshot(sessionStore).session;
  if (!secondaryReady) return null;
  const agent = session && !AGENT_EXCLUDED_TYPES.includes(session.type) ? session : null;
  return (
    <>
      {config && config.serviceLinks.length > 0 ? (
        <Suspense fallback={null}>
          <SideServiceButton links={config.serviceLinks} />
        </Suspense>
      ) : null}
      {agent ? (
        <Suspense fallback={null}>
          <AgentHomeChecks user={agent.userName} type={agent.type} />
        </Suspense>
      ) : null}
    </>
  );
}

export const Route = createFileRoute('/m/home')({
  staticData: { shell: { header: 'home', footer: true, topBlock: true, title: msg`Home` } },
  // Warms the cache without waiting: each section shows its own placeholder until its data is there.
  loader: ({ context: { queryClient } }) => {
    const { language } = uiStore;
    void queryClient.prefetchQuery(homeBannersQueryOptions(language));
    void queryClient.prefetchQuery(homeAnnouncementsQueryOptions(language));
    void queryClient.prefetchQuery(gameTypesQueryOptions());
    void queryClient.prefetchQuery(hotGamesQueryOptions(language, 'HOT'));
    void queryClient.prefetchQuery(hotMatchesQueryOptions(language));
  },
  component: HomePage,
});
