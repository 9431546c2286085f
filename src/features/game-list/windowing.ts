// Windowing math for the virtualised game grid: rows of COLUMNS tiles with a fixed row height.

export const COLUMNS = 4;
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN_ROWS = 3;

export const rowCount = (items: number, columns = COLUMNS) => Math.ceil(items / columns);

export interface WindowInput {
  /** Viewport top relative to the grid's top (px; negative when the grid starts below the fold). */
  viewportTop: number;
  viewportHeight: number;
  rowHeight: number;
  rows: number;
  overscan?: number;
}

/** The rows [start, end) to render. */
export function visibleRows({
  viewportTop,
  viewportHeight,
  rowHeight,
  rows,
  overscan = OVERSCAN_ROWS,
}: WindowInput) {
  if (rows === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, viewportTop) / rowHeight);
  const last = Math.ceil(Math.max(0, viewportTop + viewportHeight) / rowHeight);
  const start = Math.min(rows, Math.max(0, first - overscan));
  const end = Math.min(rows, Math.max(start, last + overscan));
  return { start, end };
}

/** Name block under a tile icon (two lines of 0.75rem at 1.25 line height) + gaps, in px. */
export const TILE_TEXT_PX = 34;
export const ROW_GAP_PX = 12;
export const COLUMN_GAP_PX = 8;

/** Everything of a row's height but the icon: the name block and the row gap, in px. */
export const ROW_TEXT_AND_GAP_PX = TILE_TEXT_PX + ROW_GAP_PX;
/** The gaps between a row's columns, in px. */
export const ROW_COLUMN_GAPS_PX = COLUMN_GAP_PX * (COLUMNS - 1);

/**
 * Row height for a grid `width` px wide: a square icon, the name, the row gap. Not rounded: the grid's
 * stylesheet computes the same from the same width (`--row-h` in game-list.module.css), and a rounded
 * figure would drift from it by up to half a pixel a row (over 1,000 rows, beyond the overscan).
 */
export const rowHeightFor = (width: number) => (width - ROW_COLUMN_GAPS_PX) / COLUMNS + ROW_TEXT_AND_GAP_PX;
