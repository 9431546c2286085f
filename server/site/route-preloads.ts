// A navigation's page names the files its first render needs beyond the entry (issue 16): the route's
// chunk with the modules and styles it imports, and the language's catalogs. The browser fetches them
// beside the entry instead of after the entry has run and asked for them (one slow-network round trip
// less before the page shows), and the app's preload helper finds them listed instead of adding each
// link itself on the main thread. The build writes the list (vite.config.ts, routePreloads).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Language, LOCALE_OF } from '../../src/shared/constants/language.ts';

/** What the build writes to dist/.vite/route-preloads.json: files per route path and per catalog. */
export interface RoutePreloadList {
  routes: Record<string, string[]>;
  catalogs: Record<string, Partial<Record<string, string[]>>>;
}

/** The lobby's path, whose page needs the `home` catalog alone (src/routes/-catalog.ts). */
const HOME_ROUTE = '/m/home';
const HOME_ALIASES = new Set(['/', '/m', '/m/index.html']);

/** The files a page at `path` needs first, in the order they are needed: its catalogs, then its code. */
export function routeFiles(list: RoutePreloadList, path: string, language: Language): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = HOME_ALIASES.has(trimmed) ? HOME_ROUTE : trimmed;
  const code = list.routes[route];
  const locale = LOCALE_OF[language];
  const parts = code && route !== HOME_ROUTE ? ['home', 'messages'] : ['home'];
  return [...parts.flatMap((part) => list.catalogs[part]?.[locale] ?? []), ...(code ?? [])];
}

/** The preload tags for those files, in the fetch mode of the app's own imports (crossorigin). */
export function preloadTags(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

/** The build's list, read again when a new build replaces it; none (an older build) names nothing. */
export class RoutePreloads {
  private cached: { mtimeMs: number; list: RoutePreloadList | null } | undefined;

  constructor(private readonly distDir: string) {}

  async tags(path: string, language: Language): Promise<string> {
    const list = await this.list();
    return list ? preloadTags(routeFiles(list, path, language)) : '';
  }

  private async list(): Promise<RoutePreloadList | null> {
    const file = join(this.distDir, '.vite', 'route-preloads.json');
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (this.cached?.mtimeMs !== mtimeMs) {
      const list =
        mtimeMs < 0
          ? null
          : await readFile(file, 'utf8').then(
              (text) => JSON.parse(text) as RoutePreloadList,
              () => null,
            );
      this.cached = { mtimeMs, list };
    }
    return this.cached.list;
  }
}
