import type { ShellMeta } from '../shell-meta.ts';

export type BackDestination = { kind: 'to'; to: string } | { kind: 'history' };

/**
 * Where the header's back arrow goes: the route's fixed target (login, register, trial, notice and
 * forget go home), else history back, else home when this page was the first one opened.
 */
export function backDestination(meta: Pick<ShellMeta, 'backTo'>, canGoBack: boolean): BackDestination {
  if (meta.backTo) return { kind: 'to', to: meta.backTo };
  return canGoBack ? { kind: 'history' } : { kind: 'to', to: '/m/home' };
}
