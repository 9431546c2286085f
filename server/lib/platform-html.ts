// Platform HTML made safe on the way in: inbox messages and promotion terms (the app sanitises them
// again with DOMPurify on the way out, src/components/sanitize-html.ts), and announcements, which the
// app renders as stored (sanitizeContentHtml). sanitize-html parses it (htmlparser2) and keeps an
// allowlist: every other tag is dropped, scripts and the like with their content; only checked
// attributes and http(s), mailto and tel links survive, so nothing the browser could run (handlers,
// styles, `javascript:` URLs, forms, frames) is stored.
import sanitizeHtml from 'sanitize-html';
import { EXTERNAL_LINK_PROPS, linkTarget } from '../../src/shared/link-target.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'small',
    'sub',
    'sup',
    'font',
    'center',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    font: ['color'],
    '*': ['title', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // Protocol-relative URLs would borrow the page's scheme to reach another host.
  allowProtocolRelative: false,
  // Dropped with everything inside them, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
};

/** The allowed subset of `html`, re-serialised. */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** HTML this server has sanitised with the allowlist above: the only kind announcement columns take. */
export type SafeHtml = string & { readonly __safeHtml: true };

const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel'] },
  // What the app's DOMPurify hook does (src/components/sanitize-html.ts), done once here: http(s)
  // links open outside with rel=noopener, in-app links never in a new window (the app's router
  // follows them). Attributes set here are still filtered by the allowlist afterwards.
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = linkTarget(rest.href).kind === 'external';
      return { tagName, attribs: external ? { ...rest, ...EXTERNAL_LINK_PROPS } : rest };
    },
  },
};

/**
 * Announcement HTML as stored: the allowlist above plus the link attributes the app would add, so the
 * app can render it without loading its own sanitiser (the answer says so with `contentSanitized`).
 */
export function sanitizeContentHtml(html: string): SafeHtml {
  return sanitizeHtml(html, CONTENT_OPTIONS) as SafeHtml;
}
