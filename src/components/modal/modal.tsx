import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_MASK_GUARD_MS } from '../../shared/constants/ui.ts';
import styles from './modal.module.css';

interface Props {
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Called as closing starts (Escape, mask or `close`): the moment to remember a dismissal. */
  onClose?: () => void;
  /** Called when the closing animation has ended; the parent then unmounts the modal. */
  onClosed: () => void;
  /** Gets `close`, which plays the closing animation first. */
  children: (close: () => void) => ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Longest closing animation in modal.module.css, plus a margin: closes even if animationend never comes. */
const CLOSE_FALLBACK_MS = 400;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * An accessible modal dialog: role dialog + aria-modal, named by its title; focus moves in, stays in
 * (Tab wraps) and returns to where it was; Escape and the mask close it, except mask presses within
 * DIALOG_MASK_GUARD_MS of opening (SPEC.md section 9: the tap that opened it must not close it).
 */
export function Modal({ labelledBy, onClose, onClosed, children, className }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const done = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closingStarted = useRef(false);
  const [closing, setClosing] = useState(false);

  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    onClosedRef.current();
  }, []);

  const close = useCallback(() => {
    if (closingStarted.current) return;
    closingStarted.current = true;
    onCloseRef.current?.();
    if (reducedMotion()) finish();
    else setClosing(true);
  }, [finish]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(finish, CLOSE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [closing, finish]);

  useEffect(() => {
    openedAt.current = performance.now();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        e.preventDefault();
        root.focus();
      } else if (e.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (!root.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [close]);

  const pressMask = () => {
    if (performance.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
    close();
  };

  return createPortal(
    <div className={closing ? `${styles.root} ${styles.closing}` : styles.root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mask is a pointer shortcut; Escape and the close button are the accessible ways */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same as above */}
      <div className={styles.mask} onClick={pressMask} data-testid="modal-mask" />
      <div
        ref={panel}
        className={className ? `${styles.panel} ${className}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onAnimationEnd={(e) => {
          if (closing && e.target === e.currentTarget) finish();
        }}
      >
        {children(close)}
      </div>
    </div>,
    document.body,
  );
}
