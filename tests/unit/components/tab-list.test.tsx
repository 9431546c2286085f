import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TabList } from '../../../src/components/tab-list.tsx';

// A tab list as assistive technology and the keyboard see it: one tab selected and focusable, arrows move
// and select (wrapping), Home and End jump, a click selects.

const TABS = ['all', 'daily', 'vip'] as const;
let root: ReturnType<typeof createRoot>;
let host: HTMLElement;

function Tabs() {
  const [active, setActive] = useState<(typeof TABS)[number]>('all');
  return (
    <>
      <TabList
        tabs={TABS}
        active={active}
        onSelect={setActive}
        labelOf={(t) => t.toUpperCase()}
        tabId={(t) => `tab-${t}`}
        panelId="panel"
        label="Categories"
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${active}`} />
    </>
  );
}

const tabs = () => [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Tabs />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('tab list', () => {
  it('names the list, selects one tab, and only that one takes the tab key', () => {
    expect(host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Categories');
    expect(selected()).toBe('ALL');
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs()[0]?.getAttribute('aria-controls')).toBe('panel');
  });

  it('arrow keys move and select with wrapping; Home and End jump; focus follows', () => {
    tabs()[0]?.focus();
    press('ArrowRight');
    expect(selected()).toBe('DAILY');
    expect(document.activeElement?.textContent).toBe('DAILY');
    press('End');
    expect(selected()).toBe('VIP');
    press('ArrowRight');
    expect(selected()).toBe('ALL');
    press('ArrowLeft');
    expect(selected()).toBe('VIP');
    press('Home');
    expect(selected()).toBe('ALL');
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    press('a');
    expect(selected()).toBe('ALL');
  });

  it('a click selects', () => {
    act(() => tabs()[2]?.click());
    expect(selected()).toBe('VIP');
    expect(host.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe('tab-vip');
  });
});
