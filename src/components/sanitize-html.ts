// Loaded on demand by html-content.tsx: DOMPurify stays out of the first-paint JS (DESIGN.md 7), and is
// not loaded at all for HTML this platform's server sanitised when storing it (server/lib/platform-html.ts,
// which adds the same link attributes as the hook below).
import DOMPurify from 'dompurify';
import { EXTERNAL_LINK_PROPS, linkTarget } from '../shared/link-target.ts';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const target = linkTarget(node.getAttribute('href'));
  if (target.kind === 'external') {
    node.setAttribute('target', EXTERNAL_LINK_PROPS.target);
    node.setAttribute('rel', EXTERNAL_LINK_PROPS.rel);
  } else {
    // In-app links are followed by the router (html-content.tsx); never a new window.
    node.removeAttribute('target');
  }
});

/** Platform HTML (announcements, help) made safe: no scripts, handlers, forms or `javascript:` URLs. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
