// Small helpers shared by the generated CDN images: hashing, palettes, text.

/** FNV-1a: a stable 32-bit hash, so the same path always draws the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface Palette {
  from: string;
  to: string;
  accent: string;
  glow: string;
}

/** Two related, saturated hues picked from the hash; the accent is the complementary gold/cyan side. */
export function palette(seed: number): Palette {
  const h = seed % 360;
  const shift = 25 + ((seed >>> 9) % 50);
  return {
    from: `hsl(${h} 78% 56%)`,
    to: `hsl(${(h + shift) % 360} 80% 30%)`,
    accent: `hsl(${(h + 180) % 360} 90% 70%)`,
    glow: `hsl(${h} 100% 85%)`,
  };
}

/** 'candy-party' → 'Candy Party'; numbers and short words keep their case. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) =>
      w === 'and' ? '&' : w.length <= 2 && /\d/.test(w) ? w.toUpperCase() : w[0]?.toUpperCase() + w.slice(1),
    )
    .join(' ');
}

export function initials(name: string, max = 2): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z0-9]/.test(w) && w !== '&');
  return words
    .slice(0, max)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** Greedy word wrap to at most `lines` lines of about `width` characters; the last line is ellipsised. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}
