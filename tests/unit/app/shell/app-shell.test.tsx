import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/app/app.tsx';
import { createAppRouter } from '../../../../src/app/router.tsx';
import { signalMaintenance } from '../../../../src/features/site/maintenance-signal.ts';
import { onApiError } from '../../../../src/lib/http.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { SWITCHES } from '../../../../src/shared/constants/members.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import { siteStore } from '../../../../src/stores/site.ts';

// Renders the real app (router, shell, start sequence) against a stubbed platform.

const config = (over: Record<string, unknown> = {}) => ({
  merchantCode: 'SWERTE',
  siteName: 'Swerte',
  mobileTemplate: { mem_cen: '0', dep_func: '0' },
  theme: { primary: '#0f3d2e', background: '#0b1f18' },
  maintenance: { enabled: false },
  regionRestriction: { enabled: false, allowedCountries: [] },
  switches: Object.fromEntries(SWITCHES.map((s) => [s, true])),
  agentMenu: {
    teamOverview: true,
    transactionRecord: true,
    teamManagement: true,
    redRain: true,
    teamPnl: true,
    teamBetting: true,
    agentRebate: true,
    teamRebate: true,
    securityCenter: true,
    mail: true,
    dividends: true,
  },
  promotions: { REFERRAL: true, MISSION: true },
  resources: { logoUrl: '', appIconUrl: '', copyright: '© Swerte' },
  downloads: { requireLogin: false },
  serviceLinks: [],
  imageCDNs: ['/cdn/a'],
  defaultCountry: 'PH',
  ...over,
});

const envelope = (status: number, value: unknown, code = 'ok') =>
  new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Handler = (path: string) => Response | Promise<Response>;
let handler: Handler;
let container: HTMLDivElement;
let root: Root;

async function render(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await act(async () => {
    root.render(<App queryClient={queryClient} router={router} />);
  });
  return router;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out; screen: ${container.textContent}`);
}
const text = () => container.textContent ?? '';

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  siteStore.maintenanceSignalled = false;
  handler = (path) =>
    path.startsWith('/wps/system/country')
      ? envelope(200, { ip: '127.0.0.1', country: 'PH' })
      : envelope(200, config());
  vi.stubGlobal('fetch', (input: string) => Promise.resolve(handler(new URL(input, 'http://x').pathname)));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('a page with the page header shows its title above the screen, with the footer', async () => {
    const site = handler;
    const vendors = {
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [{ gameType: 'LIVE', vassalage: 'EVO', name: 'Evolution' }] },
      ],
      mapping: {},
    };
    handler = (path) => (path === PATHS.vendorConfig ? envelope(200, vendors) : site(path));
    await render('/m/gameLobby');
    await until(() => text().includes('Evolution'));
    expect(container.querySelector('h1')?.textContent).toBe('Game lobby');
    expect(container.querySelector('nav[aria-label="Main menu"]')).not.toBeNull();
  });

  it('the footer is hidden on a page of the hidden list', async () => {
    await render('/m/activity');
    await until(() => container.querySelector('h1')?.textContent === 'Promotions');
    expect(container.querySelector('nav[aria-label="Main menu"]')).toBeNull();
  });

  it('an unknown URL shows the translated not-found screen inside the shell', async () => {
    await render('/m/doesNotExist');
    await until(() => text().includes('This page does not exist'));
    expect(container.querySelector('h1')?.textContent).toBe('Page not found');
  });

  it('a failing config call shows an error with retry, and retry recovers', async () => {
    let fail = true;
    handler = (path) =>
      fail
        ? envelope(500, null, 'server.error')
        : path.includes('country')
          ? envelope(200, { ip: '', country: 'PH' })
          : envelope(200, config());
    await render('/m/activity');
    await until(() => text().includes('Something went wrong'));
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    expect(retry).toBeDefined();
    fail = false;
    await act(async () => retry?.click());
    await until(() => text().includes('Promotions'));
  });

  it('maintenance in the config shows the operator message instead of the app', async () => {
    handler = (path) =>
      path.includes('country')
        ? envelope(200, { ip: '', country: 'PH' })
        : envelope(200, config({ maintenance: { enabled: true, message: 'Back at noon' } }));
    await render('/m/home');
    await until(() => text().includes('Back at noon'));
    expect(container.querySelector('nav[aria-label="Main menu"]')).toBeNull();
  });

  it('a later 503 system.maintenance switches to the maintenance page', async () => {
    const off = onApiError(signalMaintenance);
    await render('/m/activity');
    await until(() => text().includes('Promotions'));
    handler = () => envelope(503, null, 'system.maintenance');
    const { get } = await import('../../../../src/lib/http.ts');
    const { SiteConfigSchema } = await import('../../../../src/shared/schemas/site.ts');
    await act(async () => {
      await get('/wps/anything', { schema: SiteConfigSchema }).catch(() => undefined);
    });
    await until(() => text().includes('under maintenance'));
    off();
  });

  it('region restriction with a country outside the list shows the region page', async () => {
    handler = (path) =>
      path.includes('country')
        ? envelope(200, { ip: '', country: 'JP' })
        : envelope(200, config({ regionRestriction: { enabled: true, allowedCountries: ['PH'] } }));
    await render('/m/home');
    await until(() => text().includes('Not available in your region'));
  });
});
