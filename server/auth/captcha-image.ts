// Distorted SVG captcha: every digit is drawn as a jittered, rotated stroke path, over noise curves
// and dots. The SVG source holds no text: reading the code needs reading the picture.
import { randomInt } from 'node:crypto';

/** Stroke polylines per digit in a 10 × 16 box. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 3],
      [9, 13],
      [8, 15],
      [2, 15],
      [1, 13],
      [1, 3],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 1],
      [9, 1],
      [5, 7],
      [8, 8],
      [9, 12],
      [7, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 10],
      [10, 10],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [7, 6],
      [9, 9],
      [9, 12],
      [7, 15],
      [1, 14],
    ],
  ],
  '6': [
    [
      [8, 1],
      [3, 3],
      [1, 8],
      [1, 13],
      [3, 15],
      [7, 15],
      [9, 12],
      [8, 9],
      [4, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 3],
      [4, 1],
      [6, 1],
      [8, 3],
      [8, 6],
      [5, 8],
    ],
    [
      [5, 8],
      [1, 11],
      [2, 14],
      [4, 15],
      [6, 15],
      [8, 14],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [6, 8],
      [3, 8],
      [1, 5],
      [2, 2],
      [5, 1],
      [8, 2],
      [9, 6],
      [8, 11],
      [4, 15],
    ],
  ],
};

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
const COLORS = ['#1b4332', '#7f1d1d', '#1e3a8a', '#4a044e', '#713f12', '#134e4a'];

const rnd = (min: number, max: number) => min + (randomInt(1_000_001) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

function glyphPath(digit: string, x: number, y: number, scale: number): string {
  const strokes = GLYPHS[digit] ?? [];
  return strokes
    .map((stroke) =>
      stroke
        .map(
          ([px = 0, py = 0], i) =>
            `${i ? 'L' : 'M'}${f(x + px * scale + rnd(-1, 1))} ${f(y + py * scale + rnd(-1, 1))}`,
        )
        .join(''),
    )
    .join('');
}

function noiseCurve(): string {
  const y = () => f(rnd(4, CAPTCHA_HEIGHT - 4));
  return `M0 ${y()}C${f(rnd(20, 60))} ${y()} ${f(rnd(80, 130))} ${y()} ${CAPTCHA_WIDTH} ${y()}`;
}

/** The code drawn as an SVG document. */
export function renderCaptcha(code: string): string {
  const parts: string[] = [`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="#f4efe1"/>`];
  for (let i = 0; i < 5; i++) {
    const color = COLORS[randomInt(COLORS.length)];
    parts.push(
      `<path d="${noiseCurve()}" stroke="${color}" stroke-width="${f(rnd(0.8, 1.8))}" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${f(rnd(0, CAPTCHA_WIDTH))}" cy="${f(rnd(0, CAPTCHA_HEIGHT))}" r="${f(rnd(0.5, 1.6))}" fill="${COLORS[randomInt(COLORS.length)]}" opacity="0.5"/>`,
    );
  }
  const step = (CAPTCHA_WIDTH - 20) / code.length;
  [...code].forEach((digit, i) => {
    const scale = rnd(1.9, 2.3);
    const x = 10 + i * step + rnd(0, step - 10 * scale);
    const y = rnd(3, CAPTCHA_HEIGHT - 3 - 16 * scale);
    const cx = x + 5 * scale;
    const cy = y + 8 * scale;
    const color = COLORS[randomInt(COLORS.length)];
    parts.push(
      `<path d="${glyphPath(digit, x, y, scale)}" transform="rotate(${f(rnd(-25, 25))} ${f(cx)} ${f(cy)})" stroke="${color}" stroke-width="${f(rnd(2.4, 3.4))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  // Two curves over the digits make simple path matching harder.
  parts.push(`<path d="${noiseCurve()}" stroke="#444" stroke-width="1.2" fill="none"/>`);
  parts.push(`<path d="${noiseCurve()}" stroke="#666" stroke-width="1" fill="none"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
