// Operators' message HTML made safe on the way in (the app sanitises again with DOMPurify on the way out,
// src/components/sanitize-html.ts). sanitize-html parses it (htmlparser2) and keeps an allowlist: every
// other tag is dropped, scripts and the like with their content; only checked attributes and http(s),
// mailto and tel links survive, so nothing the browser could run (handlers, styles, `javascript:` URLs,
// forms, frames) is stored.
import sanitizeHtml from 'sanitize-html';

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
