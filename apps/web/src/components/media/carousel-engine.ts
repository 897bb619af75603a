import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';

/**
 * The carousels' engine (Embla and its autoplay plugin, 9 KB compressed): a chunk of its own, which
 * use-autoplay-carousel.ts loads when a carousel first has to move (issue 13).
 */
export type CarouselEngine = { carousel: EmblaCarouselType; autoplay: AutoplayType };

export type CarouselEngineOptions = {
  delay: number;
  slidesToScroll: number | 'auto';
  /** Jump instead of sliding (a visitor who asks for reduced motion). */
  jump: boolean;
};

/** A looping Embla carousel on `viewport` with its (stopped) autoplay plugin. */
export function startCarouselEngine(viewport: HTMLElement, options: CarouselEngineOptions): CarouselEngine {
  const autoplay = Autoplay({
    delay: options.delay,
    playOnInit: false,
    stopOnInteraction: true,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
    jump: options.jump,
  });
  const carousel = EmblaCarousel(viewport, { loop: true, slidesToScroll: options.slidesToScroll }, [autoplay]);
  return { carousel, autoplay };
}
