import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../src/components/modal/modal.tsx';
import { DIALOG_MASK_GUARD_MS } from '../../../../src/shared/constants/ui.ts';

let closed = 0;
let starts = 0;
let opener: HTMLButtonElement;
let root: ReturnType<typeof createRoot>;

function open() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => {
    root.render(
      <Modal labelledBy="t" onClose={() => starts++} onClosed={() => closed++}>
        {(close) => (
          <>
            <h2 id="t">Title</h2>
            <button type="button" onClick={close}>
              Close
            </button>
            <button type="button">Other</button>
          </>
        )}
      </Modal>,
    );
  });
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  closed = 0;
  starts = 0;
  opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('modal dialog', () => {
  it('is a named modal dialog and takes the focus', () => {
    open();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('t');
    expect(document.activeElement).toBe(dialog());
  });

  it('closes on Escape and gives the focus back when unmounted', () => {
    open();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(starts).toBe(1);
    expect(closed).toBe(1);
    act(() => root.unmount());
    expect(document.activeElement).toBe(opener);
    open();
  });

  it('ignores mask presses right after opening, then closes on one', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    open();
    const mask = document.querySelector<HTMLElement>('[data-testid="modal-mask"]');
    vi.spyOn(performance, 'now').mockReturnValue(1000 + DIALOG_MASK_GUARD_MS - 1);
    act(() => mask?.click());
    expect(closed).toBe(0);
    vi.spyOn(performance, 'now').mockReturnValue(1000 + DIALOG_MASK_GUARD_MS + 1);
    act(() => mask?.click());
    expect(closed).toBe(1);
  });

  it('keeps Tab inside the dialog', () => {
    open();
    const [close, other] = [...(dialog()?.querySelectorAll('button') ?? [])];
    other?.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }));
    });
    expect(document.activeElement).toBe(close);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(other);
  });
});
