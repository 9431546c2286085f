import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml as clean } from '../../../server/lib/platform-html.ts';

// The inbox's HTML on the way in: sanitize-html with an allowlist (the app runs DOMPurify again on the way out).
describe('message HTML sanitising', () => {
  it('keeps formatting, links and images', () => {
    expect(clean('<p>Hi <b>there</b>, <a href="https://x.ph/a?b=1&c=2" title="go">claim</a></p>')).toBe(
      '<p>Hi <b>there</b>, <a href="https://x.ph/a?b=1&amp;c=2" title="go">claim</a></p>',
    );
    expect(clean('<a href="/m/rewardCenter">in app</a><br><img src="https://cdn.ph/x.png" alt="x">')).toBe(
      '<a href="/m/rewardCenter">in app</a><br /><img src="https://cdn.ph/x.png" alt="x" />',
    );
    expect(clean('a < b & c &amp; d')).toBe('a &lt; b &amp; c &amp; d');
  });

  it('drops scripts, handlers, styles, frames, forms, comments and unsafe URLs', () => {
    expect(clean('<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>ok')).toBe('ok');
    expect(clean('<p onclick="x()" style="color:red">t</p>')).toBe('<p>t</p>');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(clean('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(clean('<a href=" jav&#x09;ascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(clean('<a href="&#106;avascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(clean('<a href="//evil.example">a</a>')).toBe('<a>a</a>');
    expect(clean('<form action="x"><input name="p"><button>go</button></form>t')).toBe('got');
    expect(clean('<!-- <script>alert(1)</script> -->x')).toBe('x');
    expect(clean('<svg><script>alert(1)</script></svg>x')).toBe('x');
    expect(clean('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
  });

  it('never lets through a script tag, an event handler or a javascript: URL', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      'script',
      'onload',
      'onerror',
      'javascript:',
      '&#106;',
      '<a href=',
      '<img src=',
      '<p ',
      '</',
      'svg',
      'style',
      '<!--',
      '-->',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const out = clean(parts.join(''));
        expect(out).not.toMatch(/<script/i);
        expect(out).not.toMatch(/<[^>]*\son\w+\s*=/i);
        // Inside a tag (a `<` in text is always escaped).
        expect(out).not.toMatch(/<[^>]*\s(href|src)="\s*javascript:/i);
      }),
      { numRuns: 2000 },
    );
  });
});
