import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { i18n } from '../../../src/lib/i18n.ts';

/** Renders `ui` at "/" of a small router (any other path shows "elsewhere"), with a query client. */
export async function renderWithRouter(
  ui: () => ReactNode,
  queryClient = testQueryClient(),
  staticData: StaticDataRouteOption = {},
) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // I18nProvider renders nothing until a locale is active; tests read the English sources.
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', staticData, component: () => ui() });
  const other = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>elsewhere</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  return {
    container,
    router,
    queryClient,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

/** Waits (inside act) until `check` passes. */
export async function until(check: () => boolean, what = 'condition') {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}; body: ${document.body.textContent}`);
}

/** A request the screen made, its JSON body parsed (a FormData or other body as it was). */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces fetch: every request goes to `onCall`, which answers it (and may record it). */
export function stubFetch(onCall: (call: FetchCall) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body;
      return onCall({
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof body === 'string' ? JSON.parse(body) : body,
      });
    }),
  );
}

/** The field named `name` (an input, or a select typed as one). */
export const byName = (name: string) => document.body.querySelector<HTMLInputElement>(`[name="${name}"]`);

/** Types `value` into an input, or chooses it in a select, as the user would (React sees the change). */
export function typeIn(field: Element | null | undefined, value: string) {
  const select = field instanceof HTMLSelectElement;
  const setter = Object.getOwnPropertyDescriptor(
    select ? HTMLSelectElement.prototype : HTMLInputElement.prototype,
    'value',
  )?.set;
  act(() => {
    setter?.call(field, value);
    field?.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  });
}

/** Clicks the `index`th button whose text is exactly `text` (none there: nothing happens). */
export async function clickText(text: string, index = 0) {
  const buttons = [...document.body.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => b.textContent === text,
  );
  await act(async () => buttons[index]?.click());
}

/** Submits the form labelled `label`, as its submit button would. */
export async function submitForm(label: string) {
  await act(async () =>
    document.body.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)?.requestSubmit(),
  );
}

/** The page's text includes `text`. */
export const pageHas = (text: string) => document.body.textContent?.includes(text) === true;
