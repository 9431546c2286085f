import type { MessageDescriptor } from '@lingui/core';

/**
 * What every route declares about the shell (DESIGN.md section 8.1), in `staticData.shell`.
 * header: 'home' = logo header (+ top block), 'page' = back arrow + title, 'none' = page draws its own.
 */
export interface ShellMeta {
  header: 'home' | 'page' | 'none';
  footer: boolean;
  /** Title for the 'page' header, a lazy Lingui descriptor (`msg` from @lingui/core/macro). */
  title?: MessageDescriptor;
  /** Home pages show an extra top block above the content. */
  topBlock?: boolean;
  /** Where the header's back arrow goes; default: history back. */
  backTo?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    shell?: ShellMeta;
  }
}
