// A team crest: a shield in the team's hashed colours with a stripe and the team's initials.
import { escapeXml, FONT, hash, initials, palette, titleFromSlug } from './svg-kit.ts';

export function teamCrestSvg(slug: string): string {
  const seed = hash(slug);
  const p = palette(seed);
  const name = titleFromSlug(slug);
  const letters = initials(name, 3);
  const size = letters.length > 2 ? 40 : 50;
  const stripe = seed % 3;
  const stripes = [
    `<path d="M20 52 L108 52 L108 70 L20 70Z" fill="${p.accent}" opacity=".85"/>`,
    `<path d="M54 12 L74 12 L74 118 L54 118Z" fill="${p.accent}" opacity=".6"/>`,
    `<path d="M18 36 L110 96 L110 112 L18 52Z" fill="${p.accent}" opacity=".65"/>`,
  ][stripe];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF3B0"/><stop offset="1" stop-color="#C99700"/></linearGradient>
<clipPath id="shield"><path d="M64 8 L112 22 V62 C112 92 90 110 64 122 C38 110 16 92 16 62 V22Z"/></clipPath>
</defs>
<path d="M64 4 L116 19 V62 C116 95 92 114 64 126 C36 114 12 95 12 62 V19Z" fill="url(#rim)"/>
<g clip-path="url(#shield)">
<rect width="128" height="128" fill="url(#bg)"/>
${stripes}
<path d="M16 8 H112 V40 C90 30 40 30 16 46Z" fill="#fff" opacity=".14"/>
</g>
<text x="64" y="${letters.length > 2 ? 84 : 88}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="900" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="1.5" paint-order="stroke" letter-spacing="-1">${escapeXml(letters)}</text>
</svg>`;
}
