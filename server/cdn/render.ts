// Maps a CDN path (below a mount) to its generated image; null means 404.
import { bannerSvg } from './banner.ts';
import { appIconSvg, logoSvg } from './brand.ts';
import { gameIconSvg } from './game-icon.ts';
import { teamCrestSvg } from './team-crest.ts';

// Game ids are slugs, but a lottery's catalogue row is named by its lottery code (SWERTE-LOTTO).
const ICON = /^\/icons\/([A-Za-z0-9_]{1,20})\/([A-Za-z0-9-]{1,80})\.(svg|webp)$/;
const BANNER = /^\/banners\/(fil\/)?([a-z0-9-]{1,60})\.svg$/;
const TEAM = /^\/teams\/([a-z0-9-]{1,60})\.svg$/;

/** A drawn image: SVG, to be served as WebP when `raster` (game icons, server/cdn/raster.ts). */
export interface Drawn {
  svg: string;
  raster: boolean;
}

export function renderImage(path: string): Drawn | null {
  const svg = renderSvg(path);
  return svg ? { svg, raster: path.endsWith('.webp') } : null;
}

function renderSvg(path: string): string | null {
  let m = ICON.exec(path);
  if (m?.[1] && m[2]) return gameIconSvg(m[1], m[2]);
  m = BANNER.exec(path);
  if (m?.[2]) return bannerSvg(m[2], m[1] !== undefined);
  m = TEAM.exec(path);
  if (m?.[1]) return teamCrestSvg(m[1]);
  if (path === '/brand/logo.svg') return logoSvg();
  if (path === '/brand/app-icon.svg') return appIconSvg();
  return null;
}
