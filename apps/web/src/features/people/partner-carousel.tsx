import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CarouselControls } from '../../components/media/carousel-controls';
import { useAutoplayCarousel } from '../../components/media/use-autoplay-carousel';
import { cssProperties } from '../../lib/css-properties';
import { useLocalized } from '../../lib/i18n/localized';
import { usePartnerItemsPerView } from './items-per-view';
import './partner-carousel.css';

/** Milliseconds between moves of the logo strips. */
export const PARTNER_DELAY_MS = 3000;

/**
 * A carousel of partner logos (home page block 8c): 1, 2, 3 or 5 in view from 0, 600, 767 and 1000 px; it moves by
 * itself and loops, holds still while hovered or focused, and has a visible pause control.
 */
export function PartnerCarousel({ items, title }: { items: readonly TPublicPerson[]; title: string }) {
  const itemsPerView = usePartnerItemsPerView();
  const carousel = useAutoplayCarousel({ delay: PARTNER_DELAY_MS });
  const titleId = useId();
  const slidesId = useId();
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <section
      className="partner-carousel"
      aria-roledescription={t`carousel`}
      aria-labelledby={titleId}
      ref={cssProperties({ '--partner-items': String(itemsPerView) })}
      {...carousel.holdProps}
    >
      <div className="partner-carousel__head">
        <h3 id={titleId} className="partner-carousel__title">
          {title}
        </h3>
        <CarouselControls
          noun={t`logo`}
          rotating={carousel.rotating}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onToggleRotation={carousel.toggleRotation}
          controls={slidesId}
        />
      </div>
      <div className="partner-carousel__viewport" {...carousel.viewportProps}>
        <div className="partner-carousel__slides" id={slidesId} aria-live={carousel.running ? 'off' : 'polite'}>
          {items.map((partner, index) => {
            const name = localized(partner, 'name');
            return (
              // The WAI-ARIA carousel pattern's slide is a group described as 'slide' (a fieldset is for forms).
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div
                key={partner.id}
                className="partner-carousel__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${index + 1} of ${items.length}`}
              >
                {partner.photo ? (
                  <img
                    className="partner-carousel__logo"
                    src={partner.photo.src}
                    alt={name.text}
                    lang={name.lang}
                    width={partner.photo.width}
                    height={partner.photo.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <p className="partner-carousel__name" lang={name.lang}>
                    {name.text}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
