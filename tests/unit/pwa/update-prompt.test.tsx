import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/lib/i18n.ts';
import { UpdatePrompt } from '../../../src/pwa/update-prompt.tsx';
import { offerUpdate, updateStore } from '../../../src/pwa/update-store.ts';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  updateStore.offered = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('update prompt', () => {
  it('is an empty live region until a new version waits', () => {
    const region = container.querySelector('[role="status"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
  });

  it('"Update" hands over to the waiting worker (which then reloads), once', async () => {
    const accept = vi.fn();
    await act(async () => offerUpdate(accept));
    expect(container.textContent).toContain('A new version of the app is ready.');
    await act(async () => button('Update').click());
    expect(accept).toHaveBeenCalledOnce();
    expect(button('Update').disabled).toBe(true);
  });

  it('"Later" hides the bar and changes nothing', async () => {
    const accept = vi.fn();
    await act(async () => offerUpdate(accept));
    await act(async () => button('Later').click());
    expect(container.textContent).toBe('');
    expect(accept).not.toHaveBeenCalled();
  });
});
