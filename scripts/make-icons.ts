// Regenerates the app icons in public/icons from one SVG drawing: the gold "S" coin of the boot
// splash (index.html) on deep green. Run: `npx tsx scripts/make-icons.ts` (needs Chromium:
// CHROMIUM_PATH or /usr/bin/chromium). The PNGs are committed; this script only remakes them.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = join(import.meta.dirname, '..', 'public', 'icons');
const GREEN = '#0b1f18';
const INK = '#1b1300';

/** The S as a stroke (font-independent), drawn for a coin of radius 40 centred on (50, 50). */
const S_PATH =
  'M62.5 35.5C60 30.5 55 28 49.5 28C42 28 37 32 37 38.5C37 45 42.5 47.5 50 50C57.5 52.5 63 55 63 61.5C63 68 58 72 50.5 72C44.5 72 39.5 69.5 37 64.5';

interface Drawing {
  /** Icon edge in px (the SVG is drawn at this size). */
  size: number;
  /** Coin radius as a share of the edge. */
  coin: number;
  /** Corner radius of the green tile as a share of the edge; 0 = full bleed (maskable, Apple). */
  corner: number;
}

function coinSvg({ size, coin, corner }: Drawing): string {
  const c = size / 2;
  const r = size * coin;
  const k = r / 40; // S_PATH units -> px
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img"><title>Swerte</title>
  <defs>
    <radialGradient id="glow" cx="50%" cy="0%" r="90%">
      <stop offset="0" stop-color="#f5b82e" stop-opacity=".22"/>
      <stop offset=".6" stop-color="#f5b82e" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="gold" cx="35%" cy="30%" r="75%">
      <stop offset="0" stop-color="#ffe08a"/>
      <stop offset=".6" stop-color="#f5b82e"/>
      <stop offset="1" stop-color="#c98a0c"/>
    </radialGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${size * corner}" fill="${GREEN}"/>
  <rect width="${size}" height="${size}" rx="${size * corner}" fill="url(#glow)"/>
  <circle cx="${c}" cy="${c + r * 0.06}" r="${r}" fill="#000" opacity=".35"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="url(#gold)"/>
  <circle cx="${c}" cy="${c}" r="${r * 0.84}" fill="none" stroke="#b07a08" stroke-opacity=".55" stroke-width="${r * 0.045}"/>
  <path d="${S_PATH}" transform="translate(${c - 50 * k} ${c - 50 * k}) scale(${k})" fill="none" stroke="${INK}"
    stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

const PNGS: Record<string, Drawing> = {
  // "any": a rounded tile, as launchers without masks show it.
  'icon-192.png': { size: 192, coin: 0.36, corner: 0.22 },
  'icon-512.png': { size: 512, coin: 0.36, corner: 0.22 },
  // Maskable: full bleed, the coin well inside the 80 % safe circle (radius 0.30 < 0.40).
  'maskable-512.png': { size: 512, coin: 0.3, corner: 0 },
  // iOS rounds the corners itself and shows transparency as black.
  'apple-touch-icon.png': { size: 180, coin: 0.34, corner: 0 },
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const [name, drawing] of Object.entries(PNGS)) {
      await page.setViewportSize({ width: drawing.size, height: drawing.size });
      await page.setContent(`<body style="margin:0">${coinSvg(drawing)}</body>`);
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      await writeFile(join(OUT, name), png);
      console.log(`public/icons/${name} ${png.length} B`);
    }
  } finally {
    await browser.close();
  }
  // Tabs show the favicon at 16-32 px: a bigger coin on a small-radius tile.
  await writeFile(join(OUT, 'favicon.svg'), `${coinSvg({ size: 64, coin: 0.44, corner: 0.2 })}\n`);
  console.log('public/icons/favicon.svg');
}

await main();
