import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlContent } from '../../../src/components/html-content.tsx';
import { renderWithRouter, until } from './harness.tsx';

// Link handling of <HtmlContent>, with the real sanitiser (tested on its own in html-content.test.tsx).
let unmount = () => {};
afterEach(() => unmount());

const click = async (el: Element | undefined) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  await act(async () => {
    el?.dispatchEvent(event);
  });
  return event;
};

describe('<HtmlContent> links', () => {
  it('follows an in-app link through the router and tells the owner first', async () => {
    let navigated = 0;
    const view = await renderWithRouter(() => (
      <HtmlContent html={'<p>See <a href="/m/activity">promos</a></p>'} onNavigate={() => navigated++} />
    ));
    unmount = view.unmount;
    await until(() => view.container.querySelector('a') !== null, 'content');
    const event = await click(view.container.querySelector('a') ?? undefined);
    expect(event.defaultPrevented).toBe(true);
    expect(navigated).toBe(1);
    await until(() => view.router.state.location.pathname === '/m/activity', 'in-app navigation');
  });

  it('leaves http(s) links to the browser', async () => {
    let navigated = 0;
    const view = await renderWithRouter(() => (
      <HtmlContent
        html={'<a href="https://www.pagcor.ph/" target="_blank" rel="noopener">PAGCOR</a>'}
        onNavigate={() => navigated++}
      />
    ));
    unmount = view.unmount;
    await until(() => view.container.querySelector('a') !== null, 'content');
    const anchor = view.container.querySelector('a') ?? undefined;
    // Stop the test browser from really leaving, after the app had its chance to react.
    anchor?.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await click(anchor);
    expect(navigated).toBe(0);
    expect(view.router.state.location.pathname).toBe('/');
  });
});
