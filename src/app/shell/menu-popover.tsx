import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { MenuIcon } from '../../components/icons.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import styles from './menu-popover.module.css';

const loadPanel = () => import('./menu-panel.tsx');
const MenuPanel = lazyComponent(() => loadPanel().then((m) => m.MenuPanel));

/** The home header's menu button and its popover (closes on outside press and Escape). */
export function MenuPopover() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t`Menu`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MenuPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
