import { PHOTO_CATEGORY } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CarouselControls } from '../../components/media/carousel-controls';
import { ResponsivePicture } from '../../components/media/responsive-picture';
import { useAutoplayCarousel } from '../../components/media/use-autoplay-carousel';
import { localizedText, useLanguage } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { usePageLoaded } from '../../lib/use-page-loaded';
import { useHomePhotos } from './home-api';
import { keepPhotosWithTitles } from './home-photos';
import './banner-carousel.css';

/** Milliseconds each banner stays before the next. */
export const BANNER_DELAY_MS = 6000;

/**
 * Block 1 of the home page: the banner photos (category 1) in a looping carousel with previous, next and
 * a pause control; the first banner loads at once, the others once the page has loaded. It pauses while hovered or focused
 * and starts paused for visitors who ask for reduced motion.
 */
export function BannerCarousel() {
  const { data, error } = useHomePhotos(PHOTO_CATEGORY.slider);
  const photos = keepPhotosWithTitles(data?.data ?? []);
  const carousel = useAutoplayCarousel({ delay: BANNER_DELAY_MS });
  const slidesId = useId();
  const { t } = useLingui();
  const language = useLanguage();
  // The first banner loads at once; the others, out of sight until the carousel turns, once the page has loaded.
  const pageLoaded = usePageLoaded();

  if (!data && !error) return <div className="banner banner--placeholder" aria-hidden="true" />;
  if (photos.length === 0) {
    return (
      <div className="banner banner--placeholder">
        <p className="banner__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>
      </div>
    );
  }

  return (
    <section className="banner" aria-roledescription={t`carousel`} aria-label={t`Highlights`} {...carousel.holdProps}>
      <div className="banner__viewport" {...carousel.viewportProps}>
        <div className="banner__slides" id={slidesId} aria-live={carousel.running ? 'off' : 'polite'}>
          {photos.map((photo, index) => {
            const caption = localizedText(photo, 'title', language);
            return (
              // The WAI-ARIA carousel pattern's slide is a group described as 'slide' (a fieldset is for forms).
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div
                key={photo.id}
                className="banner__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${index + 1} of ${photos.length}`}
              >
                {/* The caption is text over the picture, not drawn into it (issue 16, WCAG 1.4.5): it reflows,
                    resizes and translates. The picture then adds nothing a reader needs, so its alt is empty. */}
                {index === 0 || pageLoaded ? (
                  <ResponsivePicture
                    photo={photo}
                    alt=""
                    sizes="100vw"
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    className="banner__picture"
                  />
                ) : null}
                <p className="banner__caption" lang={caption.lang}>
                  <span className="container banner__caption-text">{caption.text}</span>
                </p>
              </div>
            );
          })}
        </div>
      </div>
      {photos.length > 1 && (
        <div className="banner__bar container">
          <p className="banner__position" aria-hidden="true">
            {carousel.selected + 1} / {photos.length}
          </p>
          <CarouselControls
            noun={t`banner`}
            rotating={carousel.rotating}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onToggleRotation={carousel.toggleRotation}
            controls={slidesId}
            className="banner__controls"
          />
        </div>
      )}
    </section>
  );
}
