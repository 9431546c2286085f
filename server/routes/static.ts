// Serves the built app (DIST_DIR). Hashed /assets are immutable; the shell files (index.html, sw.js,
// manifest) must revalidate so an update reaches users. App routes that are not files get index.html
// (the app's router resolves aliases and not-found); API paths never do.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import {
  type ApiCall,
  bootLanguage,
  bootParts,
  type ShellCaches,
  scriptsAfterFirstFrame,
  withBoot,
} from '../site/boot.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mobileconfig': 'application/x-apple-aspen-config',
};

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);
export const API_PREFIXES = ['/wps', '/ops', '/cdn', '/lgw'];

export const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
const isNavigation = (path: string) =>
  path === '/' || path === '/m' || path.startsWith('/m/') || path === '/register.html';

export const HTML_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(path) || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileAt(
  root: string,
  path: string,
): Promise<{ file: string; size: number; mtimeMs: number } | null> {
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return null;
  try {
    const s = await stat(file);
    return s.isFile() ? { file, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Request headers an internal call passes on: the client address a proxy forwarded (server/lib/client-ip.ts). */
const FORWARDED = ['x-forwarded-for', 'x-real-ip'];

/**
 * `boot`, when given, calls this server's own API for a navigation's boot data (server/site/boot.ts);
 * without it (or when it fails) the page is the built index.html as it is.
 */
export function staticRoutes(distDir: string, shell: ShellCaches, boot?: ApiCall) {
  const { texts, preloads } = shell;
  const root = normalize(distDir);
  const app = new Hono();

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    // Dotfiles stay private, except /.well-known (e.g. assetlinks.json for an Android wrapper).
    const hidden = path.split('/').some((seg) => seg.startsWith('.') && seg !== '.well-known');
    if (isApiPath(path) || hidden) return next();

    let servedPath = path;
    let found = path.endsWith('/') ? null : await fileAt(root, path);
    if (!found && isNavigation(path)) {
      servedPath = '/index.html';
      found = await fileAt(root, servedPath);
      if (!found) {
        return c.text(
          'The app is not built yet: run `npm run build`, then reload. The API works meanwhile.',
          503,
          {
            'Cache-Control': 'no-store',
          },
        );
      }
    }
    if (!found) return next();

    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const type = TYPES[extname(servedPath).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControl(servedPath),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...(type.startsWith('text/html') ? HTML_SECURITY_HEADERS : {}),
    };
    // A navigation's page names the files its route needs first (server/site/route-preloads.ts) and
    // carries its boot data: made per request, so no validator and never a 304.
    if (c.req.method === 'GET' && servedPath === '/index.html' && path !== '/index.html') {
      const search = new URL(c.req.url).searchParams;
      const cookie = c.req.header('cookie');
      const tags = await preloads.tags(path, bootLanguage(search, cookie)).catch(() => '');
      let page = await readFile(found.file, 'utf8');
      if (tags) page = page.replace('</body>', `${tags}</body>`);
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = c.req.header(name);
        if (value) forwarded[name] = value;
      }
      const parts = boot
        ? await bootParts({ path, search, cookie, forwarded, call: boot, env: c.env, texts }).catch(
            () => null,
          )
        : null;
      if (parts) page = withBoot(page, parts);
      if (parts?.shell) page = scriptsAfterFirstFrame(page);
      if (parts || tags) {
        const { ETag: _validator, ...dynamic } = headers;
        return c.body(page, 200, dynamic);
      }
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD')
      return c.body(null, 200, { ...headers, 'Content-Length': String(found.size) });
    return c.body(await readFile(found.file), 200, headers);
  });

  return app;
}
