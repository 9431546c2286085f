// An ARIA tab list (automatic activation, roving tabindex): arrow keys move and select (wrapping), Home and
// End jump, and the selected tab scrolls into view on a small screen. Styling is the caller's.
import { type KeyboardEvent, useRef } from 'react';

interface Props<T extends string> {
  tabs: readonly T[];
  active: T;
  onSelect: (tab: T) => void;
  /** The visible name of a tab. */
  labelOf: (tab: T) => string;
  /** The element id of a tab (its panel names it in aria-labelledby). */
  tabId: (tab: T) => string;
  /** The id of the panel the selected tab controls. */
  panelId: string;
  /** The list's accessible name. */
  label: string;
  className?: string | undefined;
  tabClassName?: string | undefined;
}

/** The tab a key press moves to, or null for other keys. */
function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | null {
  const n = tabs.length;
  const i = Math.max(0, tabs.indexOf(current));
  if (n === 0) return null;
  const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[key];
  return to === undefined ? null : (tabs[to] ?? null);
}

export function TabList<T extends string>(p: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabAfterKey(p.tabs, p.active, e.key);
    if (next === null) return;
    e.preventDefault();
    p.onSelect(next);
    const el = list.current?.ownerDocument.getElementById(p.tabId(next));
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  };
  return (
    <div ref={list} className={p.className} role="tablist" aria-label={p.label} onKeyDown={onKeyDown}>
      {p.tabs.map((tab) => {
        const selected = tab === p.active;
        return (
          <button
            key={tab}
            id={p.tabId(tab)}
            type="button"
            role="tab"
            className={p.tabClassName}
            aria-selected={selected}
            aria-controls={selected ? p.panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => p.onSelect(tab)}
          >
            {p.labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
