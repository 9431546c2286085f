/** Banners and hot matches loop (and autoplay) only when there is more than one (SPEC.md sections 2 and 4). */
export const carouselLoops = (count: number): boolean => count > 1;

/** prefers-reduced-motion: carousels keep working but stop moving on their own / animating. */
export const prefersReducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
