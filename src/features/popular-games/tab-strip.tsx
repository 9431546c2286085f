import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import type { PopularTab } from '../../shared/constants/lobby.ts';
import styles from './popular-games.module.css';
import { TAB_LABELS, tabAfterKey } from './tabs.ts';

interface Props {
  tabs: readonly PopularTab[];
  active: PopularTab;
  onSelect: (tab: PopularTab) => void;
  tabId: (tab: PopularTab) => string;
  panelId: string;
  label: string;
}

/** An ARIA tab list (automatic activation, roving tabindex), scrolling sideways on small screens. */
export function TabStrip({ tabs, active, onSelect, tabId, panelId, label }: Props) {
  const { i18n } = useLingui();
  const list = useRef<HTMLDivElement>(null);

  const select = (tab: PopularTab, focus: boolean) => {
    onSelect(tab);
    const el = list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`);
    if (focus) el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabAfterKey(tabs, active, e.key);
    if (!next) return;
    e.preventDefault();
    select(next, true);
  };

  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab, false)}
          >
            {i18n._(TAB_LABELS[tab])}
          </button>
        );
      })}
    </div>
  );
}
