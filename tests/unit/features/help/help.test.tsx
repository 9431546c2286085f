import { msg } from '@lingui/core/macro';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../src/app/router.tsx';
import { helpListQueryOptions } from '../../../../src/features/help/api.ts';
import { HelpDetail } from '../../../../src/features/help/help-detail.tsx';
import { HelpPage } from '../../../../src/features/help/help-page.tsx';
import { initialOpenEntry } from '../../../../src/features/help/select.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { HelpEntry } from '../../../../src/shared/schemas/help.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';

const ENTRIES: HelpEntry[] = [
  { id: 1, title: 'How do I deposit?', content: '<p>Open the deposit page.</p>' },
  { id: 2, title: 'How do I withdraw?', content: '<p>Open the withdraw page.</p>' },
  { id: 3, title: 'Is my data safe?', content: '<p>Yes.</p>' },
];
const SHELL = {
  shell: { header: 'none' as const, footer: true, title: msg`Help centre`, backTo: '/m/home' },
};

let unmount = () => {};
beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function renderHelp(node: () => ReactNode, entries: HelpEntry[] | null) {
  const queryClient = testQueryClient();
  if (entries) queryClient.setQueryData(helpListQueryOptions('TY').queryKey, entries);
  const view = await renderWithRouter(node, queryClient, SHELL);
  unmount = view.unmount;
  return view;
}
const toggles = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
const expanded = (root: HTMLElement) => toggles(root).map((b) => b.getAttribute('aria-expanded') === 'true');

describe('help ?i= selection', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, null],
    [0, 0, null],
  ])('i=%i of %i entries opens %s', (i, count, open) => {
    expect(initialOpenEntry(i, count)).toBe(open);
  });

  it.each([
    ['/m/help?i=1', 1],
    ['/m/help', 0],
    ['/m/help?i=abc', 0],
    ['/m/helpDetail?i=2', 2],
  ])('%s validates to i=%i', async (url, i) => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [url] }));
    // The loader prefetches; keep it off the network.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ i });
  });
});

describe('help centre page', () => {
  it('draws its own header (title, back home) and opens the entry of ?i=', async () => {
    const { container, router } = await renderHelp(() => <HelpPage initialIndex={1} />, ENTRIES);
    expect(container.querySelector('h1')?.textContent).toBe('Help centre');
    expect(expanded(container)).toEqual([false, true, false]);
    await until(() => container.textContent?.includes('Open the withdraw page.') === true, 'content');
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Back"]')?.click());
    await until(() => router.state.location.pathname === '/m/home', 'back home');
  });

  it('is an accordion: opening one closes the other; pressing the open one closes it', async () => {
    const { container } = await renderHelp(() => <HelpPage initialIndex={0} />, ENTRIES);
    expect(expanded(container)).toEqual([true, false, false]);
    await act(async () => toggles(container)[2]?.click());
    expect(expanded(container)).toEqual([false, false, true]);
    await act(async () => toggles(container)[2]?.click());
    expect(expanded(container)).toEqual([false, false, false]);
    const panel = document.getElementById(toggles(container)[0]?.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
  });

  it('shows the no-data placeholder when there are no entries', async () => {
    const { container } = await renderHelp(() => <HelpPage initialIndex={0} />, []);
    expect(container.querySelector('[role="status"] svg')).not.toBeNull();
    expect(container.textContent).toContain('No data');
  });

  it('shows a translated error with a retry that reloads', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls++;
      return Promise.resolve(
        calls === 1
          ? new Response('{"successful":false,"code":"server.error","value":null}', { status: 500 })
          : new Response(JSON.stringify({ successful: true, code: 'ok', value: ENTRIES }), { status: 200 }),
      );
    });
    const { container } = await renderHelp(() => <HelpPage initialIndex={0} />, null);
    await until(() => container.querySelector('[role="alert"]') !== null, 'error');
    expect(container.textContent).toContain('could not be loaded');
    await act(async () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')?.click(),
    );
    await until(() => toggles(container).length === 3, 'entries after retry');
  });
});

describe('help detail page', () => {
  it('shows entry i', async () => {
    const { container } = await renderHelp(() => <HelpDetail index={2} />, ENTRIES);
    expect(container.querySelector('h2')?.textContent).toBe('Is my data safe?');
  });

  it('shows the no-data placeholder for an index out of range', async () => {
    const { container } = await renderHelp(() => <HelpDetail index={7} />, ENTRIES);
    expect(container.textContent).toContain('No data');
  });
});
