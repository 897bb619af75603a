import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselEngine } from './carousel-engine';
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
 * The engine (Embla, 9 KB compressed) is not part of the page's first download: until a carousel first has to
 * move, its slides stand as the server rendered them, the first in view. It is fetched when the first turn is due
 * (the carousel in view and rotating for `delay`), when the visitor uses a control or drags, and ahead of that
 * when the pointer or focus comes onto the carousel (issue 13: the home page's first load).
 */
const loadCarouselEngine = () => import('./carousel-engine');

type Move = 'previous' | 'next';

/** Whether the slides reach past the viewport, so that there is somewhere to move to. */
function overflows(viewport: HTMLElement): boolean {
  return viewport.scrollWidth > viewport.clientWidth + 1;
}

/** Whether `element` is in the window (always true where IntersectionObserver is missing). */
function useInView(element: HTMLElement | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * A looping Embla carousel that turns by itself (embla-carousel-autoplay), after the WAI-ARIA carousel
 * pattern and WCAG 2.2.2: a visible pause control, and it holds still while the pointer is over it or
 * focus is inside it. A drag counts as the visitor taking over: rotation then stays paused. Visitors who
 * ask for reduced motion get a carousel that starts paused and jumps instead of sliding.
 */
export function useAutoplayCarousel({ delay, slidesToScroll = 1 }: AutoplayCarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const inView = useInView(viewport);
  // The engine is wanted once a move is due or asked for; the move waits in `pendingMove` until it has started.
  const [engineWanted, setEngineWanted] = useState(false);
  const [engine, setEngine] = useState<CarouselEngine>();
  const pendingMove = useRef<Move | null>(null);
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

  const held = !rotating || hovered || focusInside;

  // Before the engine: the first turn, `delay` after the carousel came into view, asks for it.
  useEffect(() => {
    if (engineWanted || held || !inView || !viewport || !overflows(viewport)) return;
    const timer = window.setTimeout(() => {
      pendingMove.current = 'next';
      setEngineWanted(true);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [engineWanted, held, inView, viewport, delay]);

  useEffect(() => {
    if (!engineWanted || !viewport) return;
    let started: CarouselEngine | undefined;
    let cancelled = false;
    void loadCarouselEngine().then(({ startCarouselEngine }) => {
      if (cancelled) return;
      started = startCarouselEngine(viewport, { delay, slidesToScroll, jump: prefersReducedMotionNow() });
      setEngine(started);
    });
    return () => {
      cancelled = true;
      started?.carousel.destroy();
      setEngine(undefined);
    };
  }, [engineWanted, viewport, delay, slidesToScroll]);

  // The pending move is made once, when the engine has started: a change of reducedMotion alone must not repeat it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!engine) return;
    const { carousel } = engine;
    const update = () => {
      setSelected(carousel.selectedScrollSnap());
      setSnapCount(carousel.scrollSnapList().length);
    };
    const takeOver = () => setRotating(false);
    update();
    carousel.on('select', update).on('reInit', update).on('pointerDown', takeOver);
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move === 'next') carousel.scrollNext(reducedMotion);
    else if (move === 'previous') carousel.scrollPrev(reducedMotion);
    return () => {
      carousel.off('select', update).off('reInit', update).off('pointerDown', takeOver);
    };
  }, [engine]);

  const running = !held && snapCount > 1;
  useEffect(() => {
    // The plugin only arms itself when there is more than one position to go to.
    if (!engine || engine.carousel.scrollSnapList().length <= 1) return;
    if (running) engine.autoplay.play(reducedMotion);
    else engine.autoplay.stop();
  }, [engine, running, reducedMotion]);

  const move = useCallback(
    (direction: Move) => {
      if (!engine) {
        pendingMove.current = direction;
        setEngineWanted(true);
        return;
      }
      if (direction === 'next') engine.carousel.scrollNext(reducedMotion);
      else engine.carousel.scrollPrev(reducedMotion);
      if (engine.autoplay.isPlaying()) engine.autoplay.reset();
    },
    [engine, reducedMotion],
  );
  const previous = useCallback(() => move('previous'), [move]);
  const next = useCallback(() => move('next'), [move]);

  const preloadEngine = () => {
    if (!engine) void loadCarouselEngine();
  };

  /** Props for the element around the carousel and its controls: hover and focus hold the rotation. */
  const holdProps = {
    onMouseEnter: () => {
      setHovered(true);
      preloadEngine();
    },
    onMouseLeave: () => setHovered(false),
    onFocus: () => {
      setFocusInside(true);
      preloadEngine();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };

  /** Props for the viewport (the element around the slides): the engine moves its first child. */
  const viewportProps = {
    ref: setViewport,
    // Before the engine, pressing on the slides (the start of a drag) is the visitor taking over, as it is after.
    onPointerDown: () => {
      if (engine) return;
      setRotating(false);
      setEngineWanted(true);
    },
  };

  return {
    viewportProps,
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
