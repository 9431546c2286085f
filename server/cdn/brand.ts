// The Swerte brand marks: a four-leaf clover (luck) in gold on red, and the wordmark.
import { FONT } from './svg-kit.ts';

const clover = (cx: number, cy: number, r: number) =>
  [0, 90, 180, 270]
    .map(
      (a) =>
        `<path transform="rotate(${a} ${cx} ${cy})" d="M${cx} ${cy} C${cx - r * 1.1} ${cy - r * 0.25} ${cx - r * 0.9} ${cy - r * 1.35} ${cx} ${cy - r * 0.85} C${cx + r * 0.9} ${cy - r * 1.35} ${cx + r * 1.1} ${cy - r * 0.25} ${cx} ${cy}Z"/>`,
    )
    .join('');

const defs = `<defs>
<linearGradient id="red" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF3B5C"/><stop offset="1" stop-color="#A80020"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF3B0"/><stop offset=".5" stop-color="#FFD54A"/><stop offset="1" stop-color="#E0A100"/></linearGradient>
</defs>`;

export function appIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="Swerte">
${defs}
<rect width="512" height="512" rx="112" fill="url(#red)"/>
<circle cx="256" cy="236" r="170" fill="#fff" opacity=".08"/>
<g fill="url(#gold)" stroke="#8A5A00" stroke-opacity=".35" stroke-width="4">${clover(256, 230, 150)}</g>
<circle cx="256" cy="230" r="22" fill="#A80020"/>
<path d="M256 252 C262 320 290 370 330 410" fill="none" stroke="url(#gold)" stroke-width="20" stroke-linecap="round"/>
</svg>`;
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="Swerte">
${defs}
<rect x="2" y="2" width="60" height="60" rx="16" fill="url(#red)"/>
<g fill="url(#gold)">${clover(32, 29, 18)}</g>
<circle cx="32" cy="29" r="3" fill="#A80020"/>
<path d="M32 32 C33 40 37 47 42 52" fill="none" stroke="url(#gold)" stroke-width="3" stroke-linecap="round"/>
<text x="74" y="45" font-family="${FONT}" font-size="36" font-weight="900" fill="#E4002B" letter-spacing="1">SWERTE</text>
</svg>`;
}
