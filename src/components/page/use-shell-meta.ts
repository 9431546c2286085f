import { useRouterState } from '@tanstack/react-router';
import type { ShellMeta } from '../shell-meta.ts';

/** For a route that forgot its declaration (the route-table test catches that): a plain page. */
const FALLBACK: ShellMeta = { header: 'page', footer: true };

/**
 * The page's shell is the deepest match's declaration. When nothing matched, the deepest match is
 * the root itself, whose declaration is the not-found shell.
 */
export function shellMetaOf(matches: readonly { staticData?: { shell?: ShellMeta } }[]): ShellMeta {
  return matches[matches.length - 1]?.staticData?.shell ?? FALLBACK;
}

export function useShellMeta(): ShellMeta {
  return useRouterState({ select: (s) => shellMetaOf(s.matches) });
}
