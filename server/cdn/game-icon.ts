// A game tile: diagonal gradient, a decorative motif picked by hash, large initials (a studio game: its
// emblem, studio-art.ts) and the name.
import { studioArt } from './studio-art.ts';
import { escapeXml, FONT, hash, initials, palette, titleFromSlug, wrap } from './svg-kit.ts';

const MOTIFS = [
  // sun rays
  (p: { accent: string }) =>
    `<g opacity=".18" fill="${p.accent}">${Array.from({ length: 12 }, (_, i) => `<path d="M100 92 L${100 + 160 * Math.cos((i * Math.PI) / 6)} ${92 + 160 * Math.sin((i * Math.PI) / 6)} L${100 + 160 * Math.cos((i * Math.PI) / 6 + 0.22)} ${92 + 160 * Math.sin((i * Math.PI) / 6 + 0.22)}Z"/>`).join('')}</g>`,
  // concentric rings
  (p: { accent: string }) =>
    `<g fill="none" stroke="${p.accent}" opacity=".22">${[28, 48, 68, 88, 108].map((r, i) => `<circle cx="100" cy="88" r="${r}" stroke-width="${6 - i}"/>`).join('')}</g>`,
  // diamonds
  (p: { accent: string }) =>
    `<g fill="${p.accent}" opacity=".16">${[0, 1, 2, 3, 4]
      .flatMap((row) =>
        [0, 1, 2, 3, 4].map(
          (col) =>
            `<rect x="${col * 48 - 14 + (row % 2) * 24}" y="${row * 44 - 10}" width="18" height="18" transform="rotate(45 ${col * 48 - 5 + (row % 2) * 24} ${row * 44 - 1})"/>`,
        ),
      )
      .join('')}</g>`,
  // bubbles
  (p: { accent: string }, seed: number) =>
    `<g fill="${p.accent}" opacity=".2">${Array.from({ length: 9 }, (_, i) => {
      const s = (seed >>> (i * 3)) & 0xff;
      return `<circle cx="${(s * 7 + i * 41) % 200}" cy="${(s * 3 + i * 29) % 150}" r="${6 + (s % 22)}"/>`;
    }).join('')}</g>`,
];

const monogram = (name: string) =>
  `<text x="100" y="108" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="900" fill="#000" opacity=".18" transform="translate(3 4)">${escapeXml(initials(name))}</text>
<text x="100" y="108" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="900" fill="#fff" letter-spacing="-2">${escapeXml(initials(name))}</text>`;

export function gameIconSvg(vendor: string, gameId: string): string {
  const studio = studioArt(vendor, gameId);
  const seed = hash(`${vendor}/${gameId}`);
  const p = palette(seed);
  const name = studio?.title ?? titleFromSlug(gameId);
  const motif = MOTIFS[seed % MOTIFS.length]?.(p, seed) ?? '';
  const lines = wrap(name, 15, 2);
  const nameY = lines.length > 1 ? 158 : 170;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="hl" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>
<clipPath id="r"><rect width="200" height="200" rx="28"/></clipPath>
</defs>
<g clip-path="url(#r)">
<rect width="200" height="200" fill="url(#bg)"/>
${motif}
<rect width="200" height="200" fill="url(#hl)"/>
${studio?.emblem ?? monogram(name)}
<rect width="200" height="200" fill="url(#fade)"/>
<text x="100" y="${nameY}" text-anchor="middle" font-family="${FONT}" font-size="19" font-weight="700" fill="#fff">${lines.map((l, i) => `<tspan x="100" dy="${i ? 22 : 0}">${escapeXml(l)}</tspan>`).join('')}</text>
<rect x="10" y="10" width="${14 + vendor.length * 9}" height="22" rx="11" fill="#000" opacity=".35"/>
<text x="${17 + (vendor.length * 9) / 2}" y="26" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="800" fill="${p.glow}" letter-spacing=".5">${escapeXml(vendor)}</text>
</g>
<rect x="1" y="1" width="198" height="198" rx="27" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
</svg>`;
}
