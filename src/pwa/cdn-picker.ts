// The image CDN picker (SPEC.md section 9): one base picked at random from the site config's list;
// a base that fails is skipped for the next. Image paths are CDN-independent ("/icons/...").

let bases: string[] = [];
let current = 0;
/** The base a first visit's page already used (src/lib/boot-data.ts): the first pick when it is listed. */
let preferred: string | undefined;

export function preferImageCdn(base: string): void {
  preferred = base.replace(/\/+$/, '');
}
const listeners = new Set<(list: readonly string[]) => void>();

/** Called when the site config arrives. Keeps the current pick if it is still in the list. */
export function setImageCdns(list: readonly string[], random: () => number = Math.random): void {
  const clean = list.map((b) => b.replace(/\/+$/, '')).filter(Boolean);
  const keep = bases[current];
  const previous = bases;
  bases = clean;
  const kept = keep ? clean.indexOf(keep) : -1;
  const wanted = preferred ? clean.indexOf(preferred) : -1;
  current = kept >= 0 ? kept : wanted >= 0 ? wanted : Math.floor(random() * Math.max(clean.length, 1));
  if (!sameList(previous, clean)) for (const listener of listeners) listener(clean);
}

/** Calls `listener` with the new list whenever it changes (the service worker caches only these). */
export function onImageCdnsChange(listener: (list: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function imageCdns(): readonly string[] {
  return bases;
}

/** The URL of an image path on the picked CDN; `attempt` walks the list after failures. */
export function imageUrl(path: string, attempt = 0): string {
  if (/^https?:\/\//.test(path) || bases.length === 0) return path;
  const base = bases[(current + attempt) % bases.length];
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A load from `base` failed: later images go to the next base. */
export function markCdnFailed(failedUrl: string): void {
  const i = bases.findIndex((b) => failedUrl.startsWith(b));
  if (i === current && bases.length > 1) current = (current + 1) % bases.length;
}
