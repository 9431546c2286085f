import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { carouselLoops, prefersReducedMotion } from './loop.ts';
import styles from './vertical-ticker.module.css';

interface Props<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  intervalMs: number;
  transitionMs: number;
  /** Height of one row in px. */
  rowHeight: number;
  label: string;
  className?: string;
}

/**
 * A one-row vertical carousel done with a CSS transform (no Swiper needed): it moves up one row every
 * `intervalMs`, looping through a copy of the first row, only when there is more than one item. It
 * pauses while pointed at, focused or hidden; rows out of view are inert.
 */
export function VerticalTicker<T>(props: Props<T>) {
  const { items, getKey, renderItem, intervalMs, transitionMs, rowHeight, label, className } = props;
  const loop = carouselLoops(items.length);
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (index >= count && count > 0 && !loop) setIndex(0);
  }, [count, index, loop]);

  useEffect(() => {
    if (!loop || paused) return;
    const tick = () => {
      if (document.visibilityState === 'hidden') return;
      if (prefersReducedMotion()) {
        setAnimate(false);
        setIndex((i) => (i + 1) % count);
      } else {
        setAnimate(true);
        setIndex((i) => Math.min(i + 1, count));
      }
    };
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  }, [loop, paused, intervalMs, count]);

  // Arriving on the copy of the first row: jump back to the real one without a transition.
  const onTransitionEnd = () => {
    if (index < count) return;
    setAnimate(false);
    setIndex(0);
  };

  const rows = loop ? [...items, items[0] as T] : items;
  const style = {
    '--row-height': `${rowHeight}px`,
    transform: `translateY(${-index * rowHeight}px)`,
    transition: animate ? `transform ${transitionMs}ms ease` : 'none',
  } as CSSProperties;

  return (
    <section
      className={className ? `${styles.ticker} ${className}` : styles.ticker}
      style={{ height: rowHeight }}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
    >
      <ul className={styles.track} style={style} onTransitionEnd={onTransitionEnd} aria-live="off">
        {rows.map((item, i) => {
          const copy = i >= count;
          const current = i === index || (copy && index >= count);
          return (
            <li
              key={copy ? `copy-${getKey(item)}` : getKey(item)}
              className={styles.row}
              aria-hidden={copy || !current ? true : undefined}
              inert={copy || !current}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
