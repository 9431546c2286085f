// The only module that imports Swiper (DESIGN.md section 2); loaded lazily by carousel.tsx. Swiper's core
// runs on markup React renders: its React wrapper (swiper/react, ~4 KiB gzip) only mirrors props this
// carousel never changes after mounting, and a change of slides remounts it (the key below).
import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useRef } from 'react';
import { Swiper } from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import styles from './carousel.module.css';
import type { Slide } from './carousel.tsx';
import { carouselLoops, prefersReducedMotion } from './loop.ts';

export interface SwiperCarouselProps {
  slides: readonly Slide[];
  autoplayMs: number;
  /** What is left of the first slide's time (it has been on screen since before Swiper loaded). */
  firstDelayMs: number;
  slideLabel: (index: number, count: number) => string;
}

export function SwiperCarousel(props: SwiperCarouselProps) {
  // Swiper is built for one set of slides: another set gets a fresh instance.
  return <SwiperSlides key={props.slides.map((s) => s.key).join('\u0000')} {...props} />;
}

function SwiperSlides({ slides, autoplayMs, firstDelayMs, slideLabel }: SwiperCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const count = slides.length;
  // Read once, when Swiper starts: later renders must not restart it.
  const start = useRef({ autoplayMs, firstDelayMs });

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const loop = carouselLoops(count);
    const { autoplayMs: delay, firstDelayMs: firstDelay } = start.current;
    const autoplay = loop && !prefersReducedMotion();
    // Swiper reads a per-slide delay from data-swiper-autoplay: the first slide's time is what is left
    // of it, once. The attribute is Swiper's own, set here rather than rendered, so React never restores it.
    const first = el.querySelector<HTMLElement>('.swiper-slide');
    if (autoplay && first) first.dataset.swiperAutoplay = String(Math.round(firstDelay));
    const swiper = new Swiper(el, {
      modules: [Autoplay, Pagination],
      loop,
      autoplay: autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
      pagination: loop && dots.current ? { el: dots.current, clickable: false } : false,
      on: {
        autoplay: () => {
          if (first) delete first.dataset.swiperAutoplay;
        },
      },
    });
    return () => {
      swiper.destroy(true, true);
    };
  }, [count]);

  return (
    <div ref={root} className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
          <div
            key={slide.key}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
          >
            {slide.node}
          </div>
        ))}
      </div>
      <div ref={dots} className="swiper-pagination" />
    </div>
  );
}
