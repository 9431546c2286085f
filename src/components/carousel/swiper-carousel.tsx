// The only module that imports Swiper (DESIGN.md section 2); loaded lazily by carousel.tsx.
import 'swiper/css';
import 'swiper/css/pagination';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from './carousel.module.css';
import type { Slide } from './carousel.tsx';
import { carouselLoops, prefersReducedMotion } from './loop.ts';

export interface SwiperCarouselProps {
  slides: readonly Slide[];
  autoplayMs: number;
  slideLabel: (index: number, count: number) => string;
}

export function SwiperCarousel({ slides, autoplayMs, slideLabel }: SwiperCarouselProps) {
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
    >
      {slides.map((slide, i) => (
        <SwiperSlide
          key={slide.key}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(i, slides.length)}
        >
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
