import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { ShellMeta } from '../components/shell-meta.ts';

/** Alias routes render nothing: they redirect before the shell shows. */
export const ALIAS_SHELL: ShellMeta = { header: 'none', footer: false };

/** `beforeLoad` of an alias: replace the URL with the canonical route, keeping the query (e.g. ?lang=EN). */
export const aliasOf =
  (to: '/m/home' | '/m/register' | '/m/mine') =>
  ({ location }: { location: ParsedLocation }): never => {
    throw redirect({ href: `${to}${location.searchStr}`, replace: true });
  };
