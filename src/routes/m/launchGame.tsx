import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import * as v from 'valibot';
import { LaunchPage } from '../../features/launch/launch-page.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { searchId, searchPick, searchText } from '../../lib/search.ts';
import { guardMember } from '../../lib/session-guard.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { PRIZE_MODES } from '../../shared/constants/lobby.ts';

const PRIZE_MODE_VALUES = [PRIZE_MODES.LOTT, PRIZE_MODES.ZY, PRIZE_MODES.ELOTT] as const;

/**
 * SPEC.md section 2: playType, prize_mode, code, pageBack; plus the game itself (section 2, hot match:
 * "vendor, gameId (roomId) and nodeId"), with the vendor as `code`.
 */
const SearchSchema = v.object({
  playType: searchText(20),
  prize_mode: searchPick(PRIZE_MODE_VALUES),
  code: searchText(40),
  pageBack: searchText(40),
  gameId: searchText(80),
  nodeId: searchId(),
});

/** The in-house studio is its own chunk: only players who open a studio game download it. */
const StudioGame = lazyComponent(() =>
  import('../../features/studio/studio-game.tsx').then((m) => m.StudioGame),
);
/** Practice (the studio in this tab, FUN money): downloaded only when a player chooses to practise. */
const PracticeGame = lazyComponent(() =>
  import('../../features/studio/practice/practice-game.tsx').then((m) => m.PracticeGame),
);

function GameLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Loading the game…</Trans>
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

export const Route = createFileRoute('/m/launchGame')({
  // The page draws its own top bar: the way back to the lobby stays visible while playing.
  staticData: { shell: { header: 'none', footer: false, title: msg`Launch game` } },
  validateSearch: SearchSchema,
  beforeLoad: guardMember,
  component: function LaunchGame() {
    const search = Route.useSearch();
    const switches = useSiteConfig().data?.switches;
    return (
      <LaunchPage
        search={search}
        canRegister={Boolean(switches?.USERNAMEREG3 || switches?.MOBILENUMREG3)}
        renderStudio={(props) => (
          <GameLoading>
            <StudioGame {...props} />
          </GameLoading>
        )}
        renderPractice={(props) => (
          <GameLoading>
            <PracticeGame {...props} />
          </GameLoading>
        )}
      />
    );
  },
});
