import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { CATEGORY_LABELS } from '../../components/game-grid/category-labels.ts';
import { GameGrid, GameGridSkeleton } from '../../components/game-grid/game-grid.tsx';
import { useLaunchGame } from '../../components/game-grid/launch.ts';
import { NoData } from '../../components/no-data.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { GAME_CATEGORIES } from '../../shared/constants/lobby.ts';
import { uiStore } from '../../stores/ui.ts';
import { gameListQueryOptions } from './api.ts';
import { categoryLink } from './categories.ts';
import styles from './game-list.module.css';
import type { ListRequest } from './tabs.ts';

const HOT: ListRequest = { kind: 'hot', params: {} };

/**
 * The game centre: a category picker leading to each game list, the way to the vendor directory
 * (/m/gameLobby), and the hot games of every category.
 */
export function GameCenter() {
  const { t, i18n } = useLingui();
  const { language } = useSnapshot(uiStore);
  const launch = useLaunchGame();
  const hot = useInfiniteQuery(gameListQueryOptions(language, HOT, null));
  const games = hot.data?.pages.flatMap((p) => p.games) ?? [];
  return (
    <div className={styles.screen}>
      <nav aria-label={t`Game categories`} className={styles.categoryLinks}>
        {GAME_CATEGORIES.map((c) => (
          <Link key={c} {...categoryLink(c)} className={styles.categoryLink}>
            {i18n._(CATEGORY_LABELS[c])}
          </Link>
        ))}
      </nav>
      <Link to="/m/gameLobby" className={styles.lobbyAll}>
        <Trans>Games by vendor</Trans>
      </Link>
      <h2 className={styles.title}>
        <Trans>Hot games</Trans>
      </h2>
      {hot.isError && !hot.data ? (
        <SectionError error={hot.error} onRetry={() => void hot.refetch()}>
          <Trans>Games could not be loaded.</Trans>
        </SectionError>
      ) : !hot.data ? (
        <GameGridSkeleton />
      ) : games.length === 0 ? (
        <NoData>
          <Trans>No games</Trans>
        </NoData>
      ) : (
        <GameGrid
          games={games}
          onPlay={(g) => launch({ vendor: g.vassalage, gameId: g.gameId, nodeId: g.nodeId })}
        />
      )}
    </div>
  );
}
