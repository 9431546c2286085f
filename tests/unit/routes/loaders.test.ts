import type { AnyRoute } from '@tanstack/react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/routeTree.gen.ts';
import { clearSession, setSession } from '../../../src/stores/session.ts';

// A route's loader warms only queries with a freshness window (README, "How to add a screen"): a query
// asked for fresh at every opening (`staleTime: 0`) that a loader warms is asked for again as soon as
// the page mounts, two calls per opening (and twice what asking settles). Every loader of the app runs
// here, signed in, against a client that records what it is asked to warm.

type Warmed = { queryKey: readonly unknown[]; staleTime?: unknown };

function routesOf(route: AnyRoute): AnyRoute[] {
  const children = route.children ? (Object.values(route.children) as AnyRoute[]) : [];
  return [route, ...children.flatMap(routesOf)];
}

/** A file route's id (its path under the root), which the route tree sets on its options. */
const idOf = (route: AnyRoute) => (route.options as { id?: string }).id ?? '';

const loaders = routesOf(routeTree as unknown as AnyRoute).filter((r) => r.options.loader);

beforeAll(() => {
  setSession({ token: 'test-token', userName: 'demo', type: 1 } as Parameters<typeof setSession>[0]);
});
afterAll(() => clearSession());

describe('route loaders', () => {
  it('are found (the walk reaches the routes)', () => {
    expect(loaders.map(idOf)).toContain('/m/home');
  });

  it.each(loaders.map((r) => [idOf(r), r] as const))(
    '%s warms no query asked for fresh at every opening',
    async (_id, route) => {
      const warmed: Warmed[] = [];
      const record = (options: Warmed) => {
        warmed.push(options);
        return Promise.resolve();
      };
      // A loader that needs an answer to go on (ensureQueryData) gets one whose every field is empty.
      const empty = new Proxy({}, { get: () => [] });
      const queryClient = {
        prefetchQuery: record,
        prefetchInfiniteQuery: record,
        ensureQueryData: (options: Warmed) => record(options).then(() => empty),
      };
      const search = {};
      const loader = route.options.loader as (ctx: unknown) => unknown;
      await loader({
        context: { queryClient },
        deps: route.options.loaderDeps ? route.options.loaderDeps({ search }) : {},
        params: {},
        location: { search, pathname: route.id },
        abortController: new AbortController(),
        preload: false,
        cause: 'enter',
      });
      // The key is in the message of a failure: it names the query.
      for (const options of warmed)
        expect({ key: options.queryKey, staleTime: options.staleTime }).not.toMatchObject({ staleTime: 0 });
    },
  );
});
