import { useLingui } from '@lingui/react/macro';
import { memo, useRef } from 'react';
import { WithFavouriteStar } from '../../components/game-grid/favourite-star.tsx';
import { GameTile } from '../../components/game-grid/game-tile.tsx';
import type { GameItem } from '../../shared/schemas/games.ts';
import styles from './game-list.module.css';
import { useWindowRows } from './use-window-rows.ts';
import { COLUMNS, rowCount } from './windowing.ts';

interface Handlers {
  onPlay: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
}

interface Props extends Handlers {
  games: readonly GameItem[];
  isFavourite: (nodeId: number) => boolean;
}

/**
 * The game-list grid, virtualised (DESIGN.md section 7): rows of four tiles at a fixed height inside a
 * box as tall as every row, and only the rows near the viewport mounted (a few dozen tiles, however
 * many thousand games are loaded).
 */
export function VirtualGameGrid({ games, isFavourite, ...handlers }: Props) {
  const { t } = useLingui();
  const rows = rowCount(games.length);
  const { ref, rowHeight, start, end } = useWindowRows(rows);
  // The handlers change on every render of the screen; rows call the latest through one stable object.
  const latest = useRef(handlers);
  latest.current = handlers;
  const mounted = [];
  for (let r = start; r < end; r++) {
    const rowGames = games.slice(r * COLUMNS, r * COLUMNS + COLUMNS);
    mounted.push(
      <GridRow
        key={r}
        top={r * rowHeight}
        height={rowHeight}
        games={rowGames}
        starred={rowGames.map((g) => (isFavourite(g.nodeId) ? '1' : '0')).join('')}
        handlers={latest}
      />,
    );
  }
  return (
    <div ref={ref} className={styles.virtual} style={{ height: rows * rowHeight }}>
      <ul className={styles.rows} aria-label={t`Games`}>
        {mounted}
      </ul>
    </div>
  );
}

interface RowProps {
  top: number;
  height: number;
  games: readonly GameItem[];
  /** One '1' or '0' per game: its star, as a string so an unchanged row compares equal. */
  starred: string;
  handlers: { current: Handlers };
}

/**
 * One row of four tiles. Rendered again only when its games, stars or place change: a scroll that
 * mounts a new row, or a page of games arriving, leaves the rows already on screen alone.
 */
const GridRow = memo(
  function GridRow({ top, height, games, starred, handlers }: RowProps) {
    const { t } = useLingui();
    return (
      <li className={styles.row} style={{ transform: `translateY(${top}px)`, height }}>
        {games.map((game, i) => (
          <div key={game.nodeId} className={styles.cell} data-testid="game-tile">
            <WithFavouriteStar
              active={starred[i] === '1'}
              onToggle={() => handlers.current.onToggleFavourite(game)}
              label={t`Favourite: ${game.gameName}`}
            >
              <GameTile game={game} onPlay={() => handlers.current.onPlay(game)} />
            </WithFavouriteStar>
          </div>
        ))}
      </li>
    );
  },
  (a, b) =>
    a.top === b.top &&
    a.height === b.height &&
    a.starred === b.starred &&
    a.handlers === b.handlers &&
    a.games.length === b.games.length &&
    a.games.every((g, i) => g === b.games[i]),
);
