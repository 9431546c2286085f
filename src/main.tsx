import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { signalMaintenance } from './features/site/maintenance-signal.ts';
import { afterLoad, queriesQuiet } from './lib/after-load.ts';
import { bootImageCdn } from './lib/boot-data.ts';
import { onApiError } from './lib/http.ts';
import { activateLanguage, initialLanguage, loadCatalog, onLanguageChange } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { handleSessionExpiry } from './lib/session-guard.ts';
import { locationQueryOptions, siteConfigQueryOptions } from './lib/site/api.ts';
import { readStorage } from './lib/storage.ts';
import { STORAGE_KEYS } from './lib/storage-keys.ts';
import { preferImageCdn, setImageCdns } from './pwa/cdn-picker.ts';
import { rememberWebClip } from './pwa/display-mode.ts';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { startServiceWorker } from './pwa/register.ts';
import { needsMessagesCatalog } from './routes/-catalog.ts';
import type { Language } from './shared/constants/language.ts';
import { uiStore } from './stores/ui.ts';

/** After the lobby's data, a moment for its pictures before secondary code loads (src/lib/after-load.ts). */
const SECONDARY_DELAY_MS = 1000;
/**
 * Hands the main thread back between start-up steps (a task each), so none holds it long on a slow phone:
 * a tap or a paint is never queued behind the whole start (issue 16, total blocking time).
 */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The longest a first visit's first frame waits for the page's code before the app renders anyway. */
const FIRST_FRAME_WAIT_MS = 3000;

// Start sequence (SPEC.md section 2): the language first, then site config and location (SiteBoot).
async function start(): Promise<void> {
  const language = initialLanguage(window.location.search, readStorage('local', STORAGE_KEYS.language));
  onApiError(signalMaintenance);
  uiStore.language = language;
  rememberWebClip(window.location.search);
  captureInstallPrompt();

  const queryClient = createQueryClient();
  // The router (every route's definition) is built in a task of its own, not in the module's evaluation.
  await breathe();
  const router = createAppRouter(queryClient);
  handleSessionExpiry(router, queryClient);
  await breathe();
  // The language is decided; its catalog, the site config (asked in that language), the location and
  // the page's own code and data load together instead of one after the other. All are settled before
  // the first render: a query that starts as that render commits makes React render the shell again.
  const configLoad = queryClient.prefetchQuery(siteConfigQueryOptions(language));
  void queryClient.prefetchQuery(locationQueryOptions());
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  await breathe();
  const chunkLoads = routes.map((route) => router.loadRouteChunk(route)?.catch(() => {}));
  await breathe();
  // A page other than the lobby needs the rest of the catalog too: it loads with the first part.
  const leaf = routes[routes.length - 1];
  if (leaf && needsMessagesCatalog(leaf.id, leaf.options.staticData)) void loadCatalog('messages');
  // The persisted lobby is restored before the first render, so an offline reopen paints from it. A
  // first visit has none to restore: persistence starts after the lobby (it saves everything then),
  // keeping its code out of the JS fetched before home is usable.
  const hasSnapshot = readStorage('local', STORAGE_KEYS.lobbySnapshot) === '1';
  let persist: Promise<(lang: Language) => Promise<unknown>> | undefined;
  const follow = (lang: Language) => {
    persist ??= import('./lib/persist.ts').then((m) => m.languagePersistence(queryClient));
    return persist.then((f) => f(lang));
  };
  const persistence = hasSnapshot ? follow(language) : undefined;
  if (!hasSnapshot)
    afterLoad(() => void follow(uiStore.language).catch(() => undefined), SECONDARY_DELAY_MS, queryClient);
  onLanguageChange((lang) => {
    if (persist) void follow(lang).catch(() => undefined);
  });
  // The splash stays until the catalog is in: a catalog that fails to load is tried again, never
  // replaced by an empty one (a production build would show message ids).
  await activateLanguage(language);
  if (persistence) await persistence.catch(() => undefined);

  // A first visit's page painted the home's first frame (server/site/boot.ts): the app's first render
  // replaces it with the page itself, not a splash, so it waits for the page's code and keeps the
  // frame's picture CDN (its banner is then the same download).
  const cdn = bootImageCdn();
  if (cdn) {
    await configLoad;
    const config = queryClient.getQueryData(siteConfigQueryOptions(language).queryKey);
    if (config) {
      preferImageCdn(cdn);
      setImageCdns(config.imageCDNs);
    }
    // The page's loaders run and their boot-answered queries settle first: a store that changed while
    // the first render was under way would make React redo that render in one long task (issue 16).
    const ready = Promise.all(chunkLoads)
      .then(() => router.load())
      .then(() => queriesQuiet(queryClient, FIRST_FRAME_WAIT_MS));
    await Promise.race([ready, new Promise((r) => setTimeout(r, FIRST_FRAME_WAIT_MS))]);
  }
  await breathe();
  const root = document.getElementById('root');
  if (root) {
    // A transition render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole first page: taps and the splash stay responsive on slow phones.
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  }
  // The service worker never competes with the lobby: it registers after the page's load event, once
  // its data is in, 2 s more and an idle moment (src/pwa/register.ts). Not on the router's onRendered:
  // a first page whose routes loaded before the app mounted may never announce that.
  startServiceWorker();
}

declare global {
  interface Window {
    /** Set by public/legacy-check.js: this browser is too old, its "please update" page shows. */
    SWERTE_UNSUPPORTED?: boolean;
  }
}

if (!window.SWERTE_UNSUPPORTED) void start();
