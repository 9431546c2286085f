// How a link from platform content (banner, announcement, help HTML) is followed (SPEC.md section 2,
// announcement pop-up): http(s) leaves the app, a path stays inside it through the router. One rule for
// both sides: the app's sanitiser and click handling, and the server's when it stores announcements.

export type LinkTarget =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'none' };

/** Other schemes (mailto:, tel:) are left to the browser; `javascript:` never gets here (sanitised). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function linkTarget(link: string | null | undefined): LinkTarget {
  const href = link?.trim();
  if (!href || href === '#') return { kind: 'none' };
  if (/^https?:\/\//i.test(href) || href.startsWith('//')) return { kind: 'external', href };
  if (SCHEME.test(href)) return { kind: 'none' };
  return { kind: 'internal', href: href.startsWith('/') ? href : `/${href}` };
}

/** Attributes of an anchor that opens outside the app. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
