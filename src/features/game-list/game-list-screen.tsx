import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CATEGORY_LABELS } from '../../components/game-grid/category-labels.ts';
import { GameGridSkeleton } from '../../components/game-grid/game-grid.tsx';
import { useLaunchGame } from '../../components/game-grid/launch.ts';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { SectionError } from '../../components/section-error.tsx';
import type { GameCategory } from '../../shared/constants/lobby.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { gameListQueryOptions, vendorConfigQueryOptions } from './api.ts';
import { FilterDrawer } from './filter-drawer.tsx';
import styles from './game-list.module.css';
import {
  filtersFor,
  type GameListFilters,
  type GameListTab,
  listRequest,
  tabAfterSearch,
  tabFor,
  tabNeedsSession,
  tabsFor,
} from './tabs.ts';
import { SAVED_WHEN_ONLINE, useFavourites } from './use-favourites.ts';
import { useLoadMore } from './use-load-more.ts';
import { VendorStrip } from './vendor-strip.tsx';
import { VirtualGameGrid } from './virtual-game-grid.tsx';

export interface GameListState {
  tab: GameListTab;
  filters: GameListFilters;
}

interface Props {
  gameType: GameCategory;
  tab: GameListTab | undefined;
  filters: GameListFilters;
  /** Tab, search or filter changed: the route writes it to the URL (and the list restarts at page 1). */
  onChange: (next: GameListState) => void;
}

function TabLabel({ tab }: { tab: GameListTab }) {
  switch (tab) {
    case 'recent':
      return <Trans>Recent</Trans>;
    case 'favourites':
      return <Trans>Favourites</Trans>;
    case 'hot':
      return <Trans>Hot</Trans>;
    case 'all':
      return <Trans>All</Trans>;
    case 'new':
      return <Trans>New</Trans>;
  }
}

/** The game list of one category (SPEC.md section 2, "Game list screen"). */
export function GameListScreen({ gameType, tab: askedTab, filters: askedFilters, onChange }: Props) {
  const { t, i18n } = useLingui();
  const { language } = useSnapshot(uiStore);
  const { session } = useSnapshot(sessionStore);
  const user = session?.userName ?? null;
  const href = useLocation({ select: (l) => l.href });
  const tab = tabFor(gameType, askedTab);
  const filters = filtersFor(gameType, askedFilters);
  const req = listRequest(gameType, tab, filters);
  const launch = useLaunchGame();
  const favourites = useFavourites();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const searchId = useId();

  const vendorConfig = useQuery(vendorConfigQueryOptions());
  const vendors = vendorConfig.data?.sorting.find((s) => s.gameCategory === gameType)?.vendorNames ?? [];
  const list = useInfiniteQuery(gameListQueryOptions(language, req, user));
  const loaded = list.data?.pages.flatMap((p) => p.games) ?? [];
  const games = req.kind === 'favourites' ? loaded.filter((g) => !favourites.removing(g.nodeId)) : loaded;
  const needsLogin = tabNeedsSession(tab) && !user;

  const listEnd = useLoadMore(
    !needsLogin && list.hasNextPage && !list.isFetching && !list.isFetchNextPageError,
    () => void list.fetchNextPage(),
  );

  const change = (next: Partial<GameListState>) => {
    window.scrollTo(0, 0);
    onChange({ tab: next.tab ?? tab, filters: next.filters ?? filters });
  };
  const catalogue = req.kind === 'games';

  let body: React.ReactNode;
  if (needsLogin) {
    body = (
      <div className={styles.prompt}>
        <p>
          {tab === 'recent' ? (
            <Trans>Log in to see the games you played recently.</Trans>
          ) : (
            <Trans>Log in to see your favourite games.</Trans>
          )}
        </p>
        <Link to="/m/login" search={{ redirect: href }} className="button-primary">
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  } else if (list.isError && !list.data) {
    body = (
      <SectionError error={list.error} onRetry={() => void list.refetch()}>
        <Trans>Games could not be loaded.</Trans>
      </SectionError>
    );
  } else if (!list.data) {
    body = <GameGridSkeleton count={12} />;
  } else if (games.length === 0) {
    body = (
      <NoData>
        <Trans>No games</Trans>
      </NoData>
    );
  } else {
    body = (
      <>
        <VirtualGameGrid
          games={games}
          onPlay={(g) => launch({ vendor: g.vassalage, gameId: g.gameId, nodeId: g.nodeId })}
          isFavourite={favourites.isFavourite}
          onToggleFavourite={favourites.toggle}
        />
        <div ref={listEnd} className={styles.more} aria-live="polite" data-testid="list-end">
          {list.isFetchNextPageError ? (
            <SectionError error={list.error} onRetry={() => void list.fetchNextPage()}>
              <Trans>More games could not be loaded.</Trans>
            </SectionError>
          ) : list.isFetchingNextPage ? (
            <Trans>Loading more games…</Trans>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{i18n._(CATEGORY_LABELS[gameType])}</h1>
      <search>
        <form
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            change({ tab: tabAfterSearch(tab), filters: { ...filters, q: searchText.trim() || undefined } });
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            <Trans>Search games</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            enterKeyHint="search"
            maxLength={60}
            placeholder={t`Search games`}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <button type="button" className={styles.filterButton} onClick={() => setDrawerOpen(true)}>
            <Trans>Filter</Trans>
          </button>
        </form>
      </search>
      <div role="tablist" aria-label={t`Game lists`} className={styles.tabs}>
        {tabsFor(gameType).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={id === tab}
            className={styles.tab}
            onClick={() => change({ tab: id })}
          >
            <TabLabel tab={id} />
          </button>
        ))}
      </div>
      {catalogue && vendorConfig.isPending ? (
        // The strip's room is kept while the vendors load, so the list below does not move when they come.
        <div className={styles.vendorsPending} aria-hidden="true" />
      ) : catalogue ? (
        <VendorStrip
          vendors={vendors}
          selected={filters.vendor}
          onSelect={(vendor) => change({ filters: { ...filters, vendor } })}
        />
      ) : null}
      {list.data ? <SavedAt updatedAt={list.dataUpdatedAt} /> : null}
      {favourites.waiting ? (
        <p className={styles.note} data-testid="favourites-waiting">
          {i18n._(SAVED_WHEN_ONLINE)}
        </p>
      ) : null}
      <div role="tabpanel" className={styles.panel}>
        {body}
      </div>
      {drawerOpen ? (
        <FilterDrawer
          gameType={gameType}
          vendors={vendors}
          value={filters}
          onSubmit={(f) => change({ tab: tabAfterSearch(tab), filters: { ...f, q: filters.q } })}
          onClosed={() => setDrawerOpen(false)}
        />
      ) : null}
    </div>
  );
}
