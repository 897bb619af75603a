import { PHOTO_CATEGORY } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../components/media/responsive-picture';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { linkState } from '../../lib/static-part';
import { paths } from '../../paths';
import { useHomePhotos } from './home-api';
import { keepPhotosWithTitles } from './home-photos';
import './gallery-teaser.css';

/** How many gallery photos the home page shows. */
export const GALLERY_TEASER_COUNT = 4;

/** Block 6: a few gallery photos (category 2) and a link to the gallery. */
export function GalleryTeaser() {
  const { data, error } = useHomePhotos(PHOTO_CATEGORY.gallery);
  const localized = useLocalized();
  const photos = keepPhotosWithTitles(data?.data ?? []).slice(0, GALLERY_TEASER_COUNT);
  return (
    <section className="gallery-teaser container" aria-labelledby="gallery-teaser-title">
      <h2 id="gallery-teaser-title">
        <Trans>Photo Gallery</Trans>
      </h2>
      {!data && !error ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : photos.length === 0 ? (
        <p className="gallery-teaser__empty">{translateSharedText(MESSAGES.noPhotos)}</p>
      ) : (
        <ul className="gallery-teaser__grid">
          {photos.map((photo) => (
            <li key={photo.id}>
              <figure className="gallery-teaser__figure">
                <ResponsivePicture
                  photo={photo}
                  alt=""
                  sizes="(min-width: 1000px) 17rem, (min-width: 600px) 50vw, 100vw"
                  className="gallery-teaser__picture"
                />
                <Localized value={localized(photo, 'title')} as="figcaption" className="gallery-teaser__caption" />
              </figure>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.photosAndVideosGallery} {...linkState({ tab: 'photos' })} className="button button--secondary">
          <Trans>View Gallery</Trans>
        </Link>
      </p>
    </section>
  );
}
