import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CarouselControls } from '../../components/media/carousel-controls';
import { useAutoplayCarousel } from '../../components/media/use-autoplay-carousel';
import { cssProperties } from '../../lib/css-properties';
import { usePartnerItemsPerView } from './items-per-view';
import { PARTNER_GROUPS, type PartnerGroup } from './partners';
import './partner-carousels.css';

/** Milliseconds between moves of the logo strips. */
export const PARTNER_DELAY_MS = 3000;

function PartnerCarousel({ group, itemsPerView }: { group: PartnerGroup; itemsPerView: number }) {
  const carousel = useAutoplayCarousel({ delay: PARTNER_DELAY_MS });
  const titleId = useId();
  const slidesId = useId();
  const { i18n, t } = useLingui();
  const { partners } = group;
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
          {i18n._(group.title)}
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
      <div className="partner-carousel__viewport" ref={carousel.emblaRef}>
        <div className="partner-carousel__slides" id={slidesId} aria-live={carousel.running ? 'off' : 'polite'}>
          {partners.map((partner, index) => (
            // The WAI-ARIA carousel pattern's slide is a group described as 'slide' (a fieldset is for forms).
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={partner.logo}
              className="partner-carousel__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${index + 1} of ${partners.length}`}
            >
              <img
                className="partner-carousel__logo"
                src={partner.logo}
                alt={partner.name}
                width={240}
                height={100}
                loading="lazy"
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * Block 8c: carousels of partner logos, 1, 2, 3 or 5 in view from 0, 600, 767 and 1000 px; they move by
 * themselves and loop, hold still while hovered or focused, and have a visible pause control.
 */
export function PartnerCarousels() {
  const itemsPerView = usePartnerItemsPerView();
  return (
    <section className="partners container" aria-labelledby="partners-title">
      <h2 id="partners-title">
        <Trans>Our Partners</Trans>
      </h2>
      {PARTNER_GROUPS.map((group) => (
        <PartnerCarousel key={group.id} group={group} itemsPerView={itemsPerView} />
      ))}
    </section>
  );
}
