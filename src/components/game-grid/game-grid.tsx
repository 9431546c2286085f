import { useLingui } from '@lingui/react/macro';
import styles from './game-grid.module.css';
import { GameTile, type TileGame } from './game-tile.tsx';

interface Props<G extends TileGame> {
  games: readonly G[];
  onPlay: (game: G) => void;
}

/**
 * The tile grid of games (popular games now, the game-list screen later). Tiles out of view skip
 * layout and paint (content-visibility), so long lists stay cheap.
 */
export function GameGrid<G extends TileGame>({ games, onPlay }: Props<G>) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId} className={styles.cell}>
          <GameTile game={game} onPlay={() => onPlay(game)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles of the same size while games load (no layout shift when they arrive). */
export function GameGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={t`Loading games`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
        <li key={i} className={styles.cell}>
          <span className={`${styles.tile} ${styles.skeleton}`}>
            <span className={styles.icon} />
            <span className={styles.skeletonLine} />
          </span>
        </li>
      ))}
    </ul>
  );
}
