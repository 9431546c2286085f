import type { ComponentType } from 'react';
import type { TileIconName } from './tiles.ts';

const paths: Record<TileIconName, string> = {
  overview: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  ledger: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9c0-3 3-5 6-5s6 2 6 5m1-9a3 3 0 1 0 0-6m2 15c0-2-1-4-3-5',
  rain: 'M7 4h10v16H7zM7 9h10M12 12v4',
  chart: 'M3 17l5-5 4 3 8-8M15 7h5v5',
  bets: 'M5 5h14v14H5zM9 9h.01M15 15h.01M12 12h.01',
  rebate: 'M4 12a8 8 0 1 0 3-6.3M4 4v4h4M12 8v8m-2-6h3a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3h3',
  income: 'M12 3v18M16 7H10a2.5 2.5 0 0 0 0 5h4a2.5 2.5 0 0 1 0 5H7',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Z',
};

const make = (d: string): ComponentType => {
  const TileIcon = () => (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
  return TileIcon;
};

export const TILE_ICONS = Object.fromEntries(
  Object.entries(paths).map(([name, d]) => [name, make(d)]),
) as Record<TileIconName, ComponentType>;
