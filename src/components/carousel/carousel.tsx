import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { reloadForMissingChunk } from '../../lib/lazy-component.ts';
import styles from './carousel.module.css';
import { carouselLoops } from './loop.ts';
import type { SwiperCarouselProps } from './swiper-carousel.tsx';

// Swiper is not needed until the first slide change: the first slide paints statically and Swiper is
// fetched shortly before the first autoplay advance, or as soon as a finger touches the carousel
// (DESIGN.md section 7). A single slide never loads it.
type Impl = ComponentType<SwiperCarouselProps>;
let loaded: Impl | null = null;
const loadSwiper = (): Promise<Impl> =>
  import('./swiper-carousel.tsx').then((m) => {
    loaded = m.SwiperCarousel;
    return m.SwiperCarousel;
  }, reloadForMissingChunk);
/** How long before the first autoplay advance Swiper is fetched. */
const SWIPER_LEAD_MS = 2000;

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
    if (!multiple || Swiper) return;
    const timer = setTimeout(() => enhanceRef.current(), Math.max(0, autoplayMs - SWIPER_LEAD_MS));
    return () => clearTimeout(timer);
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
          firstDelayMs={Math.max(300, autoplayMs - (performance.now() - shownAt.current))}
          slideLabel={slideLabel}
        />
      ) : (
        <StaticSlides slides={slides} slideLabel={slideLabel} />
      )}
    </section>
  );
}
