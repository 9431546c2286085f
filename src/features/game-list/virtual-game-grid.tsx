import { useLingui } from '@lingui/react/macro';
import { WithFavouriteStar } from '../../components/game-grid/favourite-star.tsx';
import { GameTile } from '../../components/game-grid/game-tile.tsx';
import type { GameItem } from '../../shared/schemas/games.ts';
import styles from './game-list.module.css';
import { useWindowRows } from './use-window-rows.ts';
import { COLUMNS, rowCount } from './windowing.ts';

interface Props {
  games: readonly GameItem[];
  onPlay: (game: GameItem) => void;
  isFavourite: (nodeId: number) => boolean;
  onToggleFavourite: (game: GameItem) => void;
}

/**
 * The game-list grid, virtualised (DESIGN.md section 7): rows of four tiles at a fixed height inside a
 * box as tall as every row, and only the rows near the viewport mounted (a few dozen tiles, however
 * many thousand games are loaded).
 */
export function VirtualGameGrid({ games, onPlay, isFavourite, onToggleFavourite }: Props) {
  const { t } = useLingui();
  const rows = rowCount(games.length);
  const { ref, rowHeight, start, end } = useWindowRows(rows);
  const mounted: number[] = [];
  for (let r = start; r < end; r++) mounted.push(r);
  return (
    <div ref={ref} className={styles.virtual} style={{ height: rows * rowHeight }}>
      <ul className={styles.rows} aria-label={t`Games`}>
        {mounted.map((r) => (
          <li
            key={r}
            className={styles.row}
            style={{ transform: `translateY(${r * rowHeight}px)`, height: rowHeight }}
          >
            {games.slice(r * COLUMNS, r * COLUMNS + COLUMNS).map((game) => (
              <div key={game.nodeId} className={styles.cell} data-testid="game-tile">
                <WithFavouriteStar
                  active={isFavourite(game.nodeId)}
                  onToggle={() => onToggleFavourite(game)}
                  label={t`Favourite: ${game.gameName}`}
                >
                  <GameTile game={game} onPlay={() => onPlay(game)} />
                </WithFavouriteStar>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
