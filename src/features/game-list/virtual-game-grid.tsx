import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, memo, useRef } from 'react';
import { WithFavouriteStar } from '../../components/game-grid/favourite-star.tsx';
import { GameTile } from '../../components/game-grid/game-tile.tsx';
import type { GameItem } from '../../shared/schemas/games.ts';
import styles from './game-list.module.css';
import { useWindowRows } from './use-window-rows.ts';
import { COLUMNS, ROW_COLUMN_GAPS_PX, ROW_TEXT_AND_GAP_PX, rowCount } from './windowing.ts';

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
  const { ref, start, end } = useWindowRows(rows);
  // The handlers change on every render of the screen; rows call the latest through one stable object.
  const latest = useRef(handlers);
  latest.current = handlers;
  const mounted = [];
  for (let r = start; r < end; r++) {
    const rowGames = games.slice(r * COLUMNS, r * COLUMNS + COLUMNS);
    mounted.push(
      <GridRow
        key={r}
        row={r}
        games={rowGames}
        starred={rowGames.map((g) => (isFavourite(g.nodeId) ? '1' : '0')).join('')}
        handlers={latest}
      />,
    );
  }
  // The stylesheet places the rows from these (windowing.ts holds the same figures for the JS side).
  const geometry = {
    '--rows': rows,
    '--row-column-gaps': `${ROW_COLUMN_GAPS_PX}px`,
    '--row-text-and-gap': `${ROW_TEXT_AND_GAP_PX}px`,
  } as CSSProperties;
  return (
    <div ref={ref} className={styles.virtual}>
      <ul className={styles.rows} aria-label={t`Games`} style={geometry}>
        {mounted}
      </ul>
    </div>
  );
}

interface RowProps {
  /** The row's index: the stylesheet places it at `--row` times the row height. */
  row: number;
  games: readonly GameItem[];
  /** One '1' or '0' per game: its star, as a string so an unchanged row compares equal. */
  starred: string;
  handlers: { current: Handlers };
}

/**
 * One row of four tiles. Rendered again only when its games or stars change: a scroll that
 * mounts a new row, or a page of games arriving, leaves the rows already on screen alone.
 */
const GridRow = memo(
  function GridRow({ row, games, starred, handlers }: RowProps) {
    const { t } = useLingui();
    return (
      <li className={styles.row} style={{ '--row': row } as CSSProperties}>
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
    a.row === b.row &&
    a.starred === b.starred &&
    a.handlers === b.handlers &&
    a.games.length === b.games.length &&
    a.games.every((g, i) => g === b.games[i]),
);
