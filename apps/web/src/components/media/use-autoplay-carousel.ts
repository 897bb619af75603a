import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export type AutoplayCarouselOptions = {
  /** Milliseconds each slide stays before the next. */
  delay: number;
  /** Slides per move: 'auto' moves by as many as are in view (logo strips). */
  slidesToScroll?: number | 'auto';
};

/** False on the server (no window): the server renders the rotating carousel, the browser adjusts on mount. */
const prefersReducedMotionNow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A looping Embla carousel that turns by itself (embla-carousel-autoplay), after the WAI-ARIA carousel
 * pattern and WCAG 2.2.2: a visible pause control, and it holds still while the pointer is over it or
 * focus is inside it. A drag counts as the visitor taking over: rotation then stays paused. Visitors who
 * ask for reduced motion get a carousel that starts paused and jumps instead of sliding.
 */
export function useAutoplayCarousel({ delay, slidesToScroll = 1 }: AutoplayCarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  // Created once: the pause control and hover/focus drive it through play() and stop().
  const [autoplay] = useState(() =>
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
      jump: prefersReducedMotionNow(),
    }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, slidesToScroll }, [autoplay]);
  // Starts as the server rendered it (rotating); a reduced-motion visitor's carousel is paused on mount, before
  // the first turn (server-rendered pages hydrate with the server's state, issue 13).
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (prefersReducedMotionNow()) setRotating(false);
  }, []);

  useEffect(() => {
    if (!emblaApi) return;
    const update = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
    };
    const takeOver = () => setRotating(false);
    update();
    emblaApi.on('select', update).on('reInit', update).on('pointerDown', takeOver);
    return () => {
      emblaApi.off('select', update).off('reInit', update).off('pointerDown', takeOver);
    };
  }, [emblaApi]);

  const running = rotating && !hovered && !focusInside && snapCount > 1;
  useEffect(() => {
    // The plugin only arms itself when there is more than one position to go to.
    if (!emblaApi || emblaApi.scrollSnapList().length <= 1) return;
    if (running) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [emblaApi, autoplay, running, reducedMotion]);

  const restartTimer = useCallback(() => {
    if (autoplay.isPlaying()) autoplay.reset();
  }, [autoplay]);

  const previous = useCallback(() => {
    emblaApi?.scrollPrev(reducedMotion);
    restartTimer();
  }, [emblaApi, reducedMotion, restartTimer]);

  const next = useCallback(() => {
    emblaApi?.scrollNext(reducedMotion);
    restartTimer();
  }, [emblaApi, reducedMotion, restartTimer]);

  /** Props for the element around the carousel and its controls: hover and focus hold the rotation. */
  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };

  return {
    emblaRef,
    selected,
    snapCount,
    /** The visitor's choice (the pause control's state), whether or not hover or focus holds it just now. */
    rotating,
    /** Whether slides are moving by themselves right now. */
    running,
    toggleRotation: () => setRotating((value) => !value),
    previous,
    next,
    holdProps,
  };
}
