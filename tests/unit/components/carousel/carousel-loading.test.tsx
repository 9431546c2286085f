import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Carousel as CarouselType, Slide } from '../../../../src/components/carousel/carousel.tsx';
import type { SwiperCarouselProps } from '../../../../src/components/carousel/swiper-carousel.tsx';

// When the carousel swaps its static first slide for Swiper (DESIGN.md section 7): on the first touch,
// or once the first autoplay advance is due and the main thread is idle; never under a finger. Swiper
// itself is replaced by a stand-in that shows what it was given.
const swiper = { loads: 0, firstDelays: [] as number[] };
const mockSwiper = () => {
  swiper.loads++;
  return {
    SwiperCarousel: ({ slides, firstDelayMs }: SwiperCarouselProps) => {
      swiper.firstDelays.push(firstDelayMs);
      return <div data-testid="swiper">{slides.length} slides</div>;
    },
  };
};

const AUTOPLAY = 5000;
const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) => ({ key: i, node: <p>slide {i}</p> }));
let Carousel: typeof CarouselType;
let root: Root;
let container: HTMLDivElement;

const render = (count: number) =>
  act(async () => {
    root.render(
      <Carousel
        slides={slides(count)}
        autoplayMs={AUTOPLAY}
        label="Promotions"
        slideLabel={(i, n) => `${i + 1} of ${n}`}
        aspectRatio="2 / 1"
      />,
    );
  });
const mounted = () => container.querySelector('[data-testid="swiper"]') !== null;
const section = () => container.querySelector('section') as HTMLElement;
const pointer = (type: string) =>
  act(async () => {
    section().dispatchEvent(new Event(type, { bubbles: true }));
  });
// Long enough for the dynamic import to settle, under fake timers.
const settle = () => act(() => vi.advanceTimersByTimeAsync(20));

// The module keeps Swiper once loaded, so each case starts from a fresh copy.
beforeEach(async () => {
  vi.resetModules();
  vi.doMock('../../../../src/components/carousel/swiper-carousel.tsx', mockSwiper);
  ({ Carousel } = await import('../../../../src/components/carousel/carousel.tsx'));
  vi.useFakeTimers();
  swiper.loads = 0;
  swiper.firstDelays = [];
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('<Carousel> loading Swiper', () => {
  it('shows the first slide statically, and loads Swiper only when the first advance is due', async () => {
    await render(3);
    expect(container.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(container.querySelector('[aria-roledescription="slide"]')?.textContent).toBe('slide 0');
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY - 100));
    expect(swiper.loads).toBe(0);
    expect(mounted()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(mounted()).toBe(true);
    // It advances right after it mounts: the first slide's time is up.
    expect(swiper.firstDelays[0]).toBe(300);
  });

  it('loads Swiper on the first touch, and swaps only once the finger is lifted', async () => {
    await render(3);
    await pointer('pointerdown');
    await settle();
    expect(swiper.loads).toBe(1);
    expect(mounted()).toBe(false);
    await pointer('pointerup');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(mounted()).toBe(true);
  });

  it('never loads Swiper for a single slide', async () => {
    await render(1);
    await pointer('pointerdown');
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY * 3));
    expect(swiper.loads).toBe(0);
    expect(container.querySelector('[aria-roledescription="slide"]')?.textContent).toBe('slide 0');
  });
});
