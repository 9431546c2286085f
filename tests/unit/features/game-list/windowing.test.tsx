import { beforeEach, describe, expect, it } from 'vitest';
import { VirtualGameGrid } from '../../../../src/features/game-list/virtual-game-grid.tsx';
import {
  COLUMNS,
  OVERSCAN_ROWS,
  rowCount,
  rowHeightFor,
  visibleRows,
} from '../../../../src/features/game-list/windowing.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { GameItem } from '../../../../src/shared/schemas/games.ts';
import { renderWithRouter } from '../../components/harness.tsx';

describe('windowing math', () => {
  it('counts rows of four', () => {
    expect(COLUMNS).toBe(4);
    expect(rowCount(0)).toBe(0);
    expect(rowCount(1)).toBe(1);
    expect(rowCount(4)).toBe(1);
    expect(rowCount(5)).toBe(2);
    expect(rowCount(5000)).toBe(1250);
  });

  it('renders the rows in the viewport plus the overscan on each side, clamped', () => {
    expect(visibleRows({ viewportTop: 0, viewportHeight: 600, rowHeight: 100, rows: 1250 })).toEqual({
      start: 0,
      end: 6 + OVERSCAN_ROWS,
    });
    expect(visibleRows({ viewportTop: 10_000, viewportHeight: 600, rowHeight: 100, rows: 1250 })).toEqual({
      start: 100 - OVERSCAN_ROWS,
      end: 106 + OVERSCAN_ROWS,
    });
    // Scrolled past the end: nothing beyond the last row.
    expect(visibleRows({ viewportTop: 1_000_000, viewportHeight: 600, rowHeight: 100, rows: 1250 })).toEqual({
      start: 1250,
      end: 1250,
    });
    // The grid starts below the fold: only the first rows.
    expect(visibleRows({ viewportTop: -300, viewportHeight: 600, rowHeight: 100, rows: 1250 })).toEqual({
      start: 0,
      end: 3 + OVERSCAN_ROWS,
    });
    expect(visibleRows({ viewportTop: 0, viewportHeight: 600, rowHeight: 100, rows: 2 })).toEqual({
      start: 0,
      end: 2,
    });
    expect(visibleRows({ viewportTop: 0, viewportHeight: 600, rowHeight: 0, rows: 2 })).toEqual({
      start: 0,
      end: 0,
    });
  });

  it('sizes a row from the grid width: a square icon, the name and the gap, unrounded as CSS does', () => {
    expect(rowHeightFor(360)).toBe((360 - 24) / 4 + 34 + 12);
    expect(rowHeightFor(390)).toBe(137.5);
  });
});

const game = (i: number): GameItem => ({
  nodeId: i + 1,
  gameName: `Game ${i}`,
  vassalage: 'PG',
  gameType: 'RNG',
  gameId: `g${i}`,
  iconUrl: `/icons/PG/g${i}.svg`,
  mobileLargeIcon: null,
  mobileSmallIcon: null,
  supportPlay: true,
  isNew: false,
  gameClassify: 'VIDEO',
  minBet: 1,
});

describe('virtual game grid', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('mounts fewer than 100 tiles for 5,000 games, and the tiles near the viewport after a scroll', async () => {
    const games = Array.from({ length: 5000 }, (_, i) => game(i));
    const view = await renderWithRouter(() => (
      <VirtualGameGrid
        games={games}
        onPlay={() => {}}
        isFavourite={() => false}
        onToggleFavourite={() => {}}
      />
    ));
    const tiles = () => view.container.querySelectorAll('[data-testid="game-tile"]');
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles().length).toBeLessThan(100);
    expect(view.container.textContent).toContain('Game 0');
    expect(view.container.textContent).not.toContain('Game 4999');
    // The list is as tall as every row (its stylesheet multiplies the count by the row height), so the
    // page scrolls the whole list; each row is placed by its index.
    const list = view.container.querySelector<HTMLElement>('[data-testid="game-tile"]')?.closest('ul');
    expect(list?.style.getPropertyValue('--rows')).toBe('1250');
    expect(list?.querySelector('li')?.style.getPropertyValue('--row')).toBe('0');
    view.unmount();
  });
});
