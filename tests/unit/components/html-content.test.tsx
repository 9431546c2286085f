// The component's link handling needs the router: html-content-links.test.tsx.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/components/sanitize-html.ts';

describe('sanitising platform HTML', () => {
  it('removes scripts, handlers, javascript: URLs, forms and iframes', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><form><input name="p"></form><iframe src="https://evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<form|<input|<iframe/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<img src="x">');
  });

  it('opens http(s) links outside with rel=noopener', () => {
    const out = sanitizeHtml('<a href="https://www.pagcor.ph/">PAGCOR</a>');
    const a = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toContain('noopener');
  });

  it('keeps in-app links in the same window (no target, even if the content asked for one)', () => {
    const out = sanitizeHtml('<a href="/m/activity" target="_blank">promos</a>');
    const a = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(a?.getAttribute('href')).toBe('/m/activity');
    expect(a?.hasAttribute('target')).toBe(false);
  });
});
