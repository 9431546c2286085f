import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CatalogPart, createCatalogs, type ImportPart, retryUrl } from '../../../src/lib/i18n.ts';

// A production build keeps only message ids (no source text): a missing message renders its id.
// These catalogs use bare ids the same way, so a screen shown too early would show "home.title".
const CATALOGS: Record<'en' | 'fil', Record<CatalogPart, Messages>> = {
  en: { home: { 'home.title': 'Lobby' }, messages: { 'login.title': 'Log in' } },
  fil: { home: { 'home.title': 'Lobi' }, messages: { 'login.title': 'Mag-log in' } },
};
const IDS = ['home.title', 'login.title'];

type Locale = 'en' | 'fil';
interface Pending {
  locale: Locale;
  part: CatalogPart;
  attempt: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** Catalog imports that settle only when the test says so, in the order it chooses. */
function controlledImports() {
  const pending: Pending[] = [];
  const importPart: ImportPart = (locale, part, attempt) =>
    new Promise((resolve, reject) => {
      pending.push({
        locale,
        part,
        attempt,
        resolve: () => resolve({ messages: CATALOGS[locale][part] }),
        reject,
      });
    });
  const take = (locale: Locale, part: CatalogPart): Pending => {
    const i = pending.findIndex((p) => p.locale === locale && p.part === part);
    if (i < 0) throw new Error(`no import of ${locale}/${part} is waiting`);
    return pending.splice(i, 1)[0] as Pending;
  };
  return { importPart, pending, take };
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('catalog loading', () => {
  it('activates a language only once every part asked for has loaded, whatever order they land in', async () => {
    for (const first of ['home', 'messages'] as const) {
      const i18n = setupI18n();
      const { importPart, take } = controlledImports();
      const catalogs = createCatalogs(i18n, importPart);
      // The page needs both parts; it asks before the language is chosen, as main.tsx does.
      const messages = catalogs.require('messages');
      const activated = catalogs.activate('en');
      await flush();
      take('en', first).resolve();
      await flush();
      expect(i18n.locale).toBe('');
      take('en', first === 'home' ? 'messages' : 'home').resolve();
      await Promise.all([activated, messages]);
      expect(i18n._('home.title')).toBe('Lobby');
      expect(i18n._('login.title')).toBe('Log in');
    }
  });

  it('an activation under way when a page asks for a part waits for that part too', async () => {
    const i18n = setupI18n();
    const { importPart, take } = controlledImports();
    const catalogs = createCatalogs(i18n, importPart);
    let activated = false;
    const activation = catalogs.activate('en').then(() => {
      activated = true;
    });
    await flush();
    const messages = catalogs.require('messages');
    take('en', 'home').resolve();
    await flush();
    expect(activated).toBe(false);
    expect(i18n.locale).toBe('');
    take('en', 'messages').resolve();
    await Promise.all([activation, messages]);
    expect(i18n._('login.title')).toBe('Log in');
  });

  it('a part asked for after the language is active joins it before its caller goes on', async () => {
    const i18n = setupI18n();
    const { importPart, take } = controlledImports();
    const catalogs = createCatalogs(i18n, importPart);
    const activated = catalogs.activate('en');
    await flush();
    take('en', 'home').resolve();
    await activated;
    expect(i18n._('login.title')).toBe('login.title');

    let ready = false;
    const messages = catalogs.require('messages').then(() => {
      ready = true;
    });
    await flush();
    expect(ready).toBe(false);
    take('en', 'messages').resolve();
    await messages;
    expect(i18n._('home.title')).toBe('Lobby');
    expect(i18n._('login.title')).toBe('Log in');
  });

  it('a language switch that overtakes a slower one wins, with every part, whatever lands last', async () => {
    const i18n = setupI18n();
    const { importPart, take } = controlledImports();
    const catalogs = createCatalogs(i18n, importPart);
    const first = catalogs.activate('fil');
    const messages = catalogs.require('messages');
    const second = catalogs.activate('en');
    await flush();
    take('en', 'home').resolve();
    take('en', 'messages').resolve();
    await second;
    expect(i18n.locale).toBe('en');
    // The abandoned language lands late: it must not replace the one chosen after it.
    take('fil', 'home').resolve();
    take('fil', 'messages').resolve();
    await Promise.all([first, messages]);
    expect(i18n.locale).toBe('en');
    expect(i18n._('login.title')).toBe('Log in');
  });

  it('loads each part of a language once, however many ask', async () => {
    const i18n = setupI18n();
    const { importPart, pending, take } = controlledImports();
    const catalogs = createCatalogs(i18n, importPart);
    const asks = [catalogs.activate('en'), catalogs.require('messages'), catalogs.require('messages')];
    await flush();
    expect(pending.map((p) => `${p.locale}/${p.part}`).sort()).toEqual(['en/home', 'en/messages']);
    take('en', 'home').resolve();
    take('en', 'messages').resolve();
    await Promise.all(asks);
    await catalogs.activate('en');
    expect(pending).toEqual([]);
  });

  it('tries a failed import again, later and later, and shows the language once it comes', async () => {
    vi.useFakeTimers();
    const i18n = setupI18n();
    const { importPart, pending, take } = controlledImports();
    const failures: number[] = [];
    const catalogs = createCatalogs(i18n, importPart, {
      retryMs: [100, 400],
      onFailure: (_err, n) => failures.push(n),
    });
    let done = false;
    void catalogs.activate('en').then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    take('en', 'home').reject(new Error('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(99);
    expect(pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    take('en', 'home').reject(new Error('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(399);
    expect(pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const third = take('en', 'home');
    expect(third.attempt).toBe(2);
    expect(done).toBe(false);
    expect(i18n.locale).toBe('');
    third.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(failures).toEqual([1, 2]);
    expect(i18n._('home.title')).toBe('Lobby');
  });
});

describe('a screen behind the catalog', () => {
  /**
   * The app's order: the page's route waits for the `messages` part in the root's beforeLoad, and the
   * first render happens after the language is activated. Every text the container ever showed is
   * recorded, so an id shown for a moment fails the test too.
   */
  async function renderLoginPage(importPart: ImportPart, retryMs = [10]) {
    const i18n = setupI18n();
    const catalogs = createCatalogs(i18n, importPart, { retryMs });
    const shown: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    new MutationObserver(() => shown.push(container.textContent ?? '')).observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
    });

    const rootRoute = createRootRoute({
      beforeLoad: () => catalogs.require('messages'),
      component: () => (
        <>
          <h2>
            <Trans id="home.title" />
          </h2>
          <Outlet />
        </>
      ),
    });
    const login = createRoute({
      getParentRoute: () => rootRoute,
      path: '/m/login',
      component: () => (
        <h1>
          <Trans id="login.title" />
        </h1>
      ),
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([login]),
      history: createMemoryHistory({ initialEntries: ['/m/login'] }),
    });
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    void catalogs.require('messages'); // main.tsx marks the page's part before activating
    await catalogs.activate('en');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>,
      );
    });
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Log in'));
    root.unmount();
    return { shown, text: container.textContent };
  }

  it('shows translated text when the catalog parts arrive late and in reverse order', async () => {
    const delays: Record<CatalogPart, number> = { home: 40, messages: 5 };
    const { shown } = await renderLoginPage(
      (locale, part) =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ messages: CATALOGS[locale][part] }), delays[part]),
        ),
    );
    expect(shown.some((text) => text.includes('Log in'))).toBe(true);
    for (const text of shown) for (const id of IDS) expect(text).not.toContain(id);
  });

  it('shows translated text when an import fails first, never the ids', async () => {
    const tries: string[] = [];
    const { shown } = await renderLoginPage(async (locale, part, attempt, lastError) => {
      tries.push(`${part}#${attempt}${lastError ? ' after failure' : ''}`);
      if (attempt < 2) throw new Error('Failed to fetch dynamically imported module');
      return { messages: CATALOGS[locale][part] };
    });
    expect(tries.filter((t) => t.startsWith('messages'))).toEqual([
      'messages#0',
      'messages#1 after failure',
      'messages#2 after failure',
    ]);
    expect(shown.some((text) => text.includes('Lobby') && text.includes('Log in'))).toBe(true);
    for (const text of shown) for (const id of IDS) expect(text).not.toContain(id);
  });
});

describe('retryUrl', () => {
  it('asks again for the file a failed import names, under a new query', () => {
    const err = new TypeError(
      'Failed to fetch dynamically imported module: https://swerte.example/assets/messages-Bp9q.js',
    );
    expect(retryUrl(err, 1)).toBe('https://swerte.example/assets/messages-Bp9q.js?retry=1');
    const again = new TypeError(
      'error loading dynamically imported module: https://swerte.example/assets/messages-Bp9q.js?retry=1',
    );
    expect(retryUrl(again, 2)).toBe('https://swerte.example/assets/messages-Bp9q.js?retry=2');
  });

  it('has nothing to offer when the error names no file (Safari)', () => {
    expect(retryUrl(new TypeError('Importing a module script failed.'), 1)).toBeNull();
    expect(retryUrl('not an error', 1)).toBeNull();
  });
});
