import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { reloadForMissingChunk } from '../../lib/lazy-component.ts';
import styles from './carousel.module.css';
import { carouselLoops, prefersReducedMotion } from './loop.ts';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

// Swiper is not needed until the first slide change: the first slide paints statically and Swiper is
// fetched when a finger touches the carousel, or once the first autoplay advance is due and the main
// thread is idle (mounting it costs a few hundred ms on a slow phone: not while a player may be
// tapping), then the carousel advances right away (DESIGN.md section 7). A single slide never loads it,
// nor does reduced motion (no autoplay) until a touch.
type Impl = ComponentType<SwiperCarouselProps>;
let loaded: Impl | null = null;
const loadSwiper = (): Promise<Impl> =>
  import('./swiper-carousel.tsx').then((m) => {
    loaded = m.SwiperCarousel;
    return m.SwiperCarousel;
  }, reloadForMissingChunk);
/** How long an autoplay-due load waits at most for an idle main thread. */
const IDLE_TIMEOUT_MS = 2000;
/** The first advance after Swiper mounts: enough for it to settle before the slide moves. */
const FIRST_ADVANCE_MS = 300;

/** Runs `task` when the main thread is idle (at most `timeout` later); returns a cancel function. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

export interface Slide {
  key: string | number;
  node: ReactNode;
}

export interface CarouselProps {
  slides: readonly Slide[];
  autoplayMs: number;
  /** The carousel's accessible name. */
  label: string;
  /** The accessible name of slide `index` (e.g. "2 of 5"). */
  slideLabel: (index: number, count: number) => string;
  /** Width / height of a slide; fixed so nothing shifts while images and Swiper load. */
  aspectRatio: string;
  className?: string;
}

function StaticSlides({ slides, slideLabel }: Pick<CarouselProps, 'slides' | 'slideLabel'>) {
  const first = slides[0];
  return (
    <>
      {first ? (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
        <div
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(0, slides.length)}
        >
          {first.node}
        </div>
      ) : null}
      {slides.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.key} className={i === 0 ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** A horizontal carousel with autoplay, loop (more than one slide) and pagination dots. */
export function Carousel({ slides, autoplayMs, label, slideLabel, aspectRatio, className }: CarouselProps) {
  const multiple = carouselLoops(slides.length);
  const [Swiper, setSwiper] = useState<Impl | null>(() => loaded);
  const pressing = useRef(false);
  const wanted = useRef(false);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const enhance = () => {
    if (wanted.current || !multiple) return;
    wanted.current = true;
    void loadSwiper().then((impl) => {
      // Never swap the DOM under a finger: the tap would be lost.
      const swap = () => (pressing.current ? setTimeout(swap, 50) : setSwiper(() => impl));
      swap();
    });
  };

  const enhanceRef = useRef(enhance);
  enhanceRef.current = enhance;
  useEffect(() => {
    if (!multiple || Swiper || prefersReducedMotion()) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => enhanceRef.current(), IDLE_TIMEOUT_MS);
    }, autoplayMs);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [multiple, Swiper, autoplayMs]);

  return (
    <section
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      style={{ aspectRatio }}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={() => {
        pressing.current = true;
        enhance();
      }}
      onPointerUp={() => {
        setTimeout(() => {
          pressing.current = false;
        }, 0);
      }}
      onPointerCancel={() => {
        pressing.current = false;
      }}
    >
      {Swiper && multiple ? (
        <Swiper
          slides={slides}
          autoplayMs={autoplayMs}
          firstDelayMs={Math.max(FIRST_ADVANCE_MS, autoplayMs - (performance.now() - shownAt.current))}
          slideLabel={slideLabel}
        />
      ) : (
        <StaticSlides slides={slides} slideLabel={slideLabel} />
      )}
    </section>
  );
}
