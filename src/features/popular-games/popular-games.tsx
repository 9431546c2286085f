import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { GameGrid, GameGridSkeleton } from '../../components/game-grid/game-grid.tsx';
import { useLaunchGame } from '../../components/game-grid/launch.ts';
import { SavedAt } from '../../components/saved-at.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { Language } from '../../shared/constants/language.ts';
import type { PopularTab } from '../../shared/constants/lobby.ts';
import { LANGUAGE_RELOAD_DEBOUNCE_MS } from '../../shared/constants/ui.ts';
import { uiStore } from '../../stores/ui.ts';
import { gameTypesQueryOptions, hotGamesQueryOptions } from './api.ts';
import styles from './popular-games.module.css';
import { TabStrip } from './tab-strip.tsx';
import { popularTabs } from './tabs.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

// Only an empty tab shows it: not part of the JS fetched before the lobby is usable.
const NoData = lazyComponent(() => import('../../components/no-data.tsx').then((m) => m.NoData));

/** The hot games of one tab; a language change keeps the old names on screen until the new arrive. */
function HotGames({ tab, language }: { tab: PopularTab; language: Language }) {
  const launch = useLaunchGame();
  const query = useQuery({
    ...hotGamesQueryOptions(language, tab),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === tab ? previous : undefined),
  });
  if (query.isError && !query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Games could not be loaded.</Trans>
      </SectionError>
    );
  }
  if (!query.data) return <GameGridSkeleton />;
  if (query.data.length === 0) {
    return (
      <Suspense fallback={null}>
        <NoData>
          <Trans>No games here yet</Trans>
        </NoData>
      </Suspense>
    );
  }
  return (
    <>
      <SavedAt updatedAt={query.dataUpdatedAt} />
      <GameGrid
        games={query.data}
        onPlay={(game) => launch({ vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId })}
      />
    </>
  );
}

/** Popular games (SPEC.md section 2): HOT + the merchant's categories, each with its game grid. */
export function PopularGames() {
  const { t } = useLingui();
  const { language } = useSnapshot(uiStore);
  // SPEC.md: the lists reload when the language changes, debounced.
  const settledLanguage = useDebouncedValue(language, LANGUAGE_RELOAD_DEBOUNCE_MS);
  const types = useQuery(gameTypesQueryOptions());
  const tabs = popularTabs(types.data);
  const [selected, setSelected] = useState<PopularTab>('HOT');
  const active = tabs.includes(selected) ? selected : 'HOT';
  const base = useId();
  const tabId = (tab: PopularTab) => `${base}-tab-${tab}`;
  const panelId = `${base}-panel`;
  const headingId = `${base}-heading`;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Popular games</Trans>
      </h2>
      <TabStrip
        tabs={tabs}
        active={active}
        onSelect={setSelected}
        tabId={tabId}
        panelId={panelId}
        label={t`Game categories`}
      />
      {types.isError && !types.data ? (
        <SectionError error={types.error} onRetry={() => void types.refetch()}>
          <Trans>Game categories could not be loaded.</Trans>
        </SectionError>
      ) : null}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className={styles.panel}>
        <HotGames tab={active} language={settledLanguage} />
      </div>
    </section>
  );
}
