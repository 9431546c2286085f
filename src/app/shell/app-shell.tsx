import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { type CSSProperties, Suspense, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useShellMeta } from '../../components/page/use-shell-meta.ts';
import { Toaster } from '../../components/toast/toaster.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { UpdatePrompt } from '../../pwa/update-prompt.tsx';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import { PAGE_TRANSITION_MS } from '../../shared/constants/ui.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './app-shell.module.css';
import { Footer } from './footer.tsx';
import { HomeHeader } from './home-header.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PageTransition } from './page-transition.tsx';
import { TopBlockContext } from './top-block.tsx';

// The app icon's unread badge on every page while a member is signed in; lazy, so the first page's JS
// (and a visitor's) does not carry it.
const AppBadgeKeeper = lazyComponent(() =>
  import('../../lib/account/app-badge-keeper.tsx').then((m) => m.AppBadgeKeeper),
);
// The reality check's reminder while a member plays (issue 13): lazy for the same reason; it asks the
// server only while the member has an interval set.
const RealityCheck = lazyComponent(() =>
  import('../../features/play-limits/reality-check.tsx').then((m) => m.RealityCheck),
);

const shellStyle = { '--page-transition-ms': `${PAGE_TRANSITION_MS}ms` } as CSSProperties;

/** Header, optional top block, the page (with its transition), footer, toasts (SPEC.md section 2). */
export function AppShell() {
  const meta = useShellMeta();
  const { i18n } = useLingui();
  const siteName = useSiteConfig().data?.siteName;
  // The top block's slot is one element for the shell's life, so a page's portal has its target in the
  // first render. A slot kept as state set by a ref would render the whole shell again inside the first
  // commit, in the same task (issue 16, home's blocking time).
  const [topBlock] = useState(() => {
    const slot = document.createElement('div');
    slot.className = styles.topBlock ?? '';
    return slot;
  });
  const attachTopBlock = useCallback((host: HTMLDivElement | null) => host?.append(topBlock), [topBlock]);
  const title = meta.title ? i18n._(meta.title) : null;
  const session = useSnapshot(sessionStore).session;
  const member = !!session && session.type !== MEMBER_TYPE_TRIAL;

  useEffect(() => {
    document.title = [title, siteName].filter(Boolean).join(' · ') || 'Swerte';
  }, [title, siteName]);

  return (
    <TopBlockContext.Provider value={meta.topBlock ? topBlock : null}>
      <div className={meta.footer ? `${styles.shell} ${styles.withFooter}` : styles.shell} style={shellStyle}>
        {meta.topBlock ? <div ref={attachTopBlock} className={styles.topBlockHost} /> : null}
        {meta.header === 'home' ? <HomeHeader /> : meta.header === 'page' ? <PageHeader meta={meta} /> : null}
        <OfflineBanner />
        <main className={styles.main}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
        {meta.footer ? <Footer /> : null}
        <Toaster />
        <UpdatePrompt />
        {member ? (
          <Suspense fallback={null}>
            <AppBadgeKeeper />
            <RealityCheck />
          </Suspense>
        ) : null}
      </div>
    </TopBlockContext.Provider>
  );
}
