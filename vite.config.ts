import { readdirSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa/manifest.ts';

/**
 * The screens' chunks (named after their route files), and those of a first visit (home, the footer's
 * and the sign-in paths): only these keep full preload lists, so opening one fetches its modules in
 * parallel on a cold cache.
 */
const ROUTE_NAMES = readdirSync(new URL('./src/routes', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/^.*\//, '').replace(/\.tsx$/, ''))
  .filter((name) => /^\w+$/.test(name));
const SCREEN_CHUNK = new RegExp(`^assets/(${ROUTE_NAMES.join('|')})-[\\w-]{8}\\.js$`);
const FIRST_VISIT_CHUNK =
  /^assets\/(home|login|register|trail|forget|gameList|gameCenter|gameLobby|slotsCenter|lottery|mine|activity|voucherCenter|inviteFriends|notice|service|launchGame)-/;
/** Lazy pieces a page loads after it is up (the home's agent checks): their modules come with them. */
const AFTER_LOAD_CHUNK = /^assets\/pending-contract-alert-/;
const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:8080';

/** The entry's stylesheet, which index.html carries inline (below): never fetched as a file. */
const ENTRY_CSS = /^assets\/index-[\w-]{8}\.css$/;

/**
 * The first frame (a first visit's home drawn by the server, or the splash) paints from the HTML alone
 * (issue 16): the entry's stylesheet is written into index.html instead of linked (no render-blocking
 * request; the server's Content-Security-Policy allows index.html's inline styles by their hashes), and
 * the app's module script and its preloads go to the end of the body, after the frame, so the page is
 * parsed and painted before they run. The preload scanner still fetches them at once.
 */
function firstFrameHtml(): Plugin {
  return {
    name: 'swerte:first-frame-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = ctx.bundle?.[file];
            return asset?.type === 'asset' && ENTRY_CSS.test(file)
              ? `<style>${String(asset.source)}</style>`
              : link;
          },
        );
        const scripts: string[] = [];
        const rest = inlined.replace(
          /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
          (tag) => {
            scripts.push(tag.trim());
            return '';
          },
        );
        // The preloads first: a page that starts its scripts late (public/first-frame.js) adds them in
        // this order, and the entry's imports are then already on their way when it runs.
        const ordered = [
          ...scripts.filter((tag) => tag.startsWith('<link')),
          ...scripts.filter((tag) => !tag.startsWith('<link')),
        ];
        return rest.replace('</body>', `  ${ordered.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/** Where the build writes which files each page needs first (read by server/site/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Per page, the files its first render needs beyond the entry: its route chunk with the modules and
 * styles that chunk imports, and the language catalogs. The server names them in a navigation's HTML
 * (issue 16), so a phone fetches them beside the entry instead of after it has run, and the app's
 * preload helper finds them listed instead of adding each link itself on the main thread.
 */
function routePreloads(): Plugin {
  return {
    name: 'swerte:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // What the entry loads statically is in the page already.
      const initial = new Set<string>();
      const walk = (file: string, into: Set<string>, skip: Set<string>) => {
        if (into.has(file) || skip.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into, skip);
      };
      walk(entry.fileName, initial, new Set());
      const filesOf = (file: string) => {
        const js = new Set<string>();
        walk(file, js, initial);
        const css = [...js].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return [...js, ...css.filter((f) => !ENTRY_CSS.test(f))];
      };
      const routes: Record<string, string[]> = {};
      const catalogs: Record<string, Record<string, string[]>> = {};
      for (const chunk of chunks) {
        const source = chunk.facadeModuleId?.replace(/\\/g, '/').replace(/\?.*$/, '') ?? '';
        const route = source.match(/\/src\/routes(\/.+)\.tsx$/)?.[1];
        if (route && !route.split('/').some((part) => part.startsWith('-'))) {
          // The route's path: an index file is its folder's path; a bracketed part is literal.
          const id = route.replace(/\/index$/, '').replace(/\[([^\]]+)\]/g, '$1');
          routes[id] = [...new Set([...(routes[id] ?? []), ...filesOf(chunk.fileName)])];
        }
        const catalog = source.match(/\/locales\/(\w+)\/(\w+)\.po$/);
        if (catalog) {
          const [, locale, part] = catalog as unknown as [string, string, string];
          catalogs[part] = { ...catalogs[part], [locale]: filesOf(chunk.fileName) };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes, catalogs }, null, 1)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must come before react() (STACK.md).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      // A route's loader travels with its component: the api modules and schemas a loader warms stay
      // out of the entry, and opening the route still fetches one chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    firstFrameHtml(),
    routePreloads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/pwa/register.ts registers it lazily with workbox-window.
      injectRegister: false,
      includeManifestIcons: false,
      manifest,
      injectManifest: {
        // The shell only: entry HTML, every JS/CSS chunk (routes and language catalogs are lazy but
        // needed offline), fonts and the small icons; the plugin adds the manifest itself. The 512 px
        // icons serve installs, which happen online; guide pictures and other public/ files load on demand.
        globPatterns: [
          'index.html',
          // index.html's old-browser check (a classic script, not bundled): the shell waits for it.
          'legacy-check.js',
          'assets/**/*.{js,css,woff2}',
          'icons/{favicon.svg,icon-192.png,apple-touch-icon.png}',
        ],
        globIgnores: ['**/*.map', 'sw.js', 'workbox-*.js'],
        // A chunk this big would be a bundling mistake: fail the build instead of precaching it.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      {
        // TanStack Store (under the router) imports the selector hook's shim, which carries a
        // useSyncExternalStore of its own for React before 18; React 19 has it built in, and the
        // package's non-shim build of the same hook uses React's (~0.4 KiB gzip less on first load).
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
  },
  build: {
    target: 'es2020',
    modulePreload: {
      // The polyfill would only fetch again the entry's own imports (it runs after them); without it, the
      // preload helper uses rel=preload where modulepreload is missing (Safari before 17).
      polyfill: false,
      // Every lazy import's preload list lives in the chunk that imports it (most in the entry), so lists
      // are kept short: never the chunks the first page has already loaded (the vendor group below, the
      // bundler's runtime), and for a screen off a first visit's paths only its styles (the preload helper
      // is what loads them): its modules come with it when it opens, and the service worker has them all
      // cached after the first visit. Not for the HTML, whose preloads they are.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        if ((SCREEN_CHUNK.test(file) && !FIRST_VISIT_CHUNK.test(file)) || AFTER_LOAD_CHUNK.test(file))
          return deps.filter((dep) => dep.endsWith('.css') && !ENTRY_CSS.test(dep));
        return deps.filter((dep) => !/^assets\/(vendor|rolldown-runtime)-/.test(dep) && !ENTRY_CSS.test(dep));
      },
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page needs comes in two chunks (`$initial`: statically imported from the
          // entry): the libraries, and the app's own start-up code merged into the entry, instead of a
          // dozen fragments shared with lazy chunks (~4 KiB smaller compressed). Parts of the same
          // libraries used only by lazy screens (mutations, infinite queries, the persister) stay with
          // those screens instead of weighing on the first load.
          groups: [
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare|@lingui)[\\/]/,
            },
            { name: 'app', tags: ['$initial'] },
            {
              // The sign-in pieces the login, registration, social landing, security centre and password
              // screens share (issues 34, 35): one lazy chunk, not one per module (each would add a
              // preload entry to the first load's lists).
              name: 'sign-in',
              test: /src[\\/](lib[\\/]account[\\/](redirect|login-refusal|social-return|provider-redirect)|lib[\\/]site[\\/]social-logins|components[\\/](provider-mark|form[\\/]sign-up-consents)|features[\\/]account[\\/]account-name)\./,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/ops': apiTarget, '/cdn': apiTarget },
  },
});
