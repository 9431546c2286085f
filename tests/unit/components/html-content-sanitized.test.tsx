import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlContent } from '../../../src/components/html-content.tsx';
import { renderWithRouter, until } from './harness.tsx';

// HTML our server sanitised when storing it (`contentSanitized`) renders without DOMPurify; any other
// HTML still goes through it. The sanitiser module counts how often it is loaded.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/components/sanitize-html.ts', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

let unmount = () => {};
afterEach(() => unmount());

describe('<HtmlContent> with server-sanitised HTML', () => {
  // First in the file: the component keeps the sanitiser once it has loaded it.
  it('renders marked HTML at once, without loading DOMPurify, links intact', async () => {
    const view = await renderWithRouter(() => (
      <HtmlContent
        sanitized
        html={
          '<p>See <a href="/m/activity">promos</a> or <a href="https://www.pagcor.ph/" target="_blank" rel="noopener noreferrer">PAGCOR</a></p>'
        }
      />
    ));
    unmount = view.unmount;
    const anchors = view.container.querySelectorAll('a');
    expect(anchors).toHaveLength(2);
    expect(view.container.querySelector('[aria-busy]')).toBeNull();
    expect(anchors[1]?.getAttribute('target')).toBe('_blank');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(loads.count).toBe(0);
  });

  it('opens an external link outside even when the stored HTML lacks target/rel', async () => {
    const view = await renderWithRouter(() => (
      <HtmlContent sanitized html={'<a href="https://www.pagcor.ph/">PAGCOR</a>'} />
    ));
    unmount = view.unmount;
    const anchor = view.container.querySelector('a');
    // Stop the test browser from leaving, after the app's handler (on the root) has run.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await act(async () => {
      anchor?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(loads.count).toBe(0);
  });

  it('still sanitises unmarked HTML with DOMPurify', async () => {
    const view = await renderWithRouter(() => (
      <HtmlContent html={'<p>Hi</p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">bad</a>'} />
    ));
    unmount = view.unmount;
    await until(() => view.container.querySelector('p') !== null, 'sanitised content');
    expect(loads.count).toBe(1);
    const html = view.container.innerHTML;
    expect(html).not.toMatch(/onerror|javascript:/i);
    expect(view.container.querySelector('img')).not.toBeNull();
  });
});
