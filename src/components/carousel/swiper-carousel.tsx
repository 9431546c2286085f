// The only module that imports Swiper (DESIGN.md section 2); loaded lazily by carousel.tsx.
import 'swiper/css';
import 'swiper/css/pagination';
import { useState } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
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

export function SwiperCarousel({ slides, autoplayMs, firstDelayMs, slideLabel }: SwiperCarouselProps) {
  // Swiper reads a per-slide delay from data-swiper-autoplay; it is dropped after the first advance.
  const [firstDelay, setFirstDelay] = useState<number | undefined>(Math.round(firstDelayMs));
  const loop = carouselLoops(slides.length);
  const autoplay =
    loop && !prefersReducedMotion()
      ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false;
  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay, Pagination]}
      loop={loop}
      autoplay={autoplay}
      pagination={loop ? { clickable: false } : false}
      onAutoplay={() => setFirstDelay(undefined)}
    >
      {slides.map((slide, i) => (
        <SwiperSlide
          key={slide.key}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(i, slides.length)}
          data-swiper-autoplay={i === 0 ? firstDelay : undefined}
        >
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
