// Emblems of the studio's own games, drawn where a vendor's tile shows initials: a player tells the
// games apart at a glance. 200×200 tile coordinates, the emblem centred around (100, 92).

const die = (x: number, y: number, size: number, fill: string, pips: [number, number][]) =>
  `<g transform="translate(${x} ${y})"><rect width="${size}" height="${size}" rx="${size / 5}" fill="${fill}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>${pips
    .map(([px, py]) => `<circle cx="${px * size}" cy="${py * size}" r="${size / 11}" fill="#1b1b1b"/>`)
    .join('')}</g>`;

const ball = (cx: number, cy: number, r: number, fill: string, label: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="3"/><text x="${cx}" y="${cy + r / 2.6}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${r}" font-weight="900" fill="#fff">${label}</text>`;

const EMBLEMS: Record<string, string> = {
  'swerte-slots': [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${34 + i * 46}" y="58" width="40" height="64" rx="8" fill="#fff"/><text x="${54 + i * 46}" y="108" text-anchor="middle" font-family="system-ui,sans-serif" font-size="46" font-weight="900" fill="#d7263d">7</text>`,
    )
    .join(''),
  'swerte-dice':
    die(44, 52, 62, '#fff', [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ]) +
    die(98, 70, 56, '#ffd23f', [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ]),
  'swerte-plinko': `${Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: row + 2 },
      (_, i) => `<circle cx="${100 + (i - (row + 1) / 2) * 24}" cy="${50 + row * 18}" r="4" fill="#fff"/>`,
    ).join(''),
  ).join(
    '',
  )}<circle cx="112" cy="41" r="9" fill="#ffd23f" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`,
  'swerte-keno': [0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2, 3, 4].map((col) => {
        const n = row * 5 + col + 1;
        const lit = [2, 7, 9, 13, 18].includes(n);
        return `<rect x="${44 + col * 23}" y="${46 + row * 23}" width="19" height="19" rx="5" fill="${lit ? '#ffd23f' : '#fff'}" opacity="${lit ? 1 : 0.55}"/>`;
      }),
    )
    .join(''),
  'swerte-color-game':
    die(30, 62, 44, '#e5484d', []) + die(78, 50, 44, '#3b82f6', []) + die(126, 62, 44, '#f6c945', []),
  // A curve climbing to a rocket, over a faint baseline.
  'swerte-crash':
    '<path d="M40 132H162M40 132V52" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round" fill="none"/>' +
    '<path d="M44 128C84 126 112 112 130 80" stroke="#ffd23f" stroke-width="8" stroke-linecap="round" fill="none"/>' +
    '<g transform="translate(138 66) rotate(30) scale(1.25)"><path d="M-9 10L-9-6Q0-26 9-6L9 10Z" fill="#fff" stroke="#000" stroke-opacity=".3" stroke-width="2"/><circle cy="-4" r="4" fill="#3b82f6"/><path d="M-9 2L-16 13H-9ZM9 2L16 13H9Z" fill="#d7263d"/><path d="M-5 12L0 24L5 12Z" fill="#ffd23f"/></g>',
  // The 5×5 field: a gem found, a mine shown.
  'swerte-mines': `${[0, 1, 2, 3, 4]
    .flatMap((row) =>
      [0, 1, 2, 3, 4].map((col) => {
        const open = (row === 1 && col === 1) || (row === 3 && col === 3);
        return `<rect x="${43 + col * 23}" y="${35 + row * 23}" width="19" height="19" rx="5" fill="#fff" opacity="${open ? 0.2 : 0.55}"/>`;
      }),
    )
    .join(
      '',
    )}<path d="M68.5 58h14l5 6.5-12 13-12-13z" fill="#35d49a" stroke="#000" stroke-opacity=".3" stroke-width="1.5"/><path d="M63.5 64.5h24" stroke="#0b3b2b" stroke-opacity=".5" stroke-width="1.5"/><g transform="translate(121.5 113.5)"><path d="M0-11V11M-11 0H11M-8-8L8 8M8-8L-8 8" stroke="#1b1b1b" stroke-width="3" stroke-linecap="round"/><circle r="7.5" fill="#1b1b1b"/><circle cx="-2.5" cy="-2.5" r="2" fill="#fff"/></g>`,
  'SWERTE-LOTTO':
    ball(62, 92, 24, '#d7263d', '6') + ball(100, 72, 24, '#2fb36d', '4') + ball(138, 92, 24, '#3b82f6', '5'),
};

/** Studio games whose tile name is not their id's words. */
const TITLES: Record<string, string> = {
  'swerte-color-game': 'Color Game',
  'SWERTE-LOTTO': 'Swerte Lotto 6/45',
};

/** The emblem and title of a studio game, or undefined for any other game (it gets initials). */
export function studioArt(vendor: string, gameId: string): { emblem: string; title?: string } | undefined {
  if (vendor !== 'SWERTE' || !Object.hasOwn(EMBLEMS, gameId)) return undefined;
  return { emblem: EMBLEMS[gameId] ?? '', title: TITLES[gameId] };
}
