import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml as clean } from '../../../server/lib/platform-html.ts';

// Announcement HTML as the server stores it: the inbox's allowlist (inbox-sanitize.test.ts) plus the
// link attributes the app's DOMPurify hook would add, since the app renders it without DOMPurify.
const anchor = (html: string) => {
  const m = /<a\b([^>]*)>/.exec(html);
  return m?.[1] ?? '';
};

describe('announcement HTML sanitising', () => {
  it('drops scripts, handlers and javascript: URLs', () => {
    const out = clean(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://cdn.ph/x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><iframe src="https://evil"></iframe>',
    );
    expect(out).toBe('<p>Hi</p><img src="https://cdn.ph/x.png" /><a>bad</a>');
  });

  it('opens http(s) links outside with rel=noopener, whatever the content asked for', () => {
    expect(anchor(clean('<a href="https://www.pagcor.ph/">PAGCOR</a>'))).toBe(
      ' href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer"',
    );
    expect(anchor(clean('<a href="https://x.ph/" target="_self" rel="opener">x</a>'))).toBe(
      ' href="https://x.ph/" target="_blank" rel="noopener noreferrer"',
    );
  });

  it('keeps in-app links in the same window', () => {
    expect(clean('<a href="/m/activity" target="_blank" rel="opener">promos</a>')).toBe(
      '<a href="/m/activity">promos</a>',
    );
    expect(clean('<a href="mailto:help@swerte.ph" target="_top">mail</a>')).toBe(
      '<a href="mailto:help@swerte.ph">mail</a>',
    );
  });

  it('is stable: sanitising stored HTML again changes nothing', () => {
    const once = clean('<p>See <a href="https://x.ph/a?b=1&c=2">x</a> <a href="/m/home">home</a></p>');
    expect(clean(once)).toBe(once);
  });
});
