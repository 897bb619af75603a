import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LocalizedText } from '../../lib/i18n/localized';

type VideoEmbedProps = { title: LocalizedText; src: string };

/**
 * A video player that loads only when asked (product guide: third-party embeds load on request), so the
 * page stays fast and sends nothing to the video host until the visitor chooses to watch.
 */
export function VideoEmbed({ title, src }: VideoEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const { t } = useLingui();
  const name = title.text;
  return (
    <figure className="training-video">
      <div className="training-video__frame">
        {loaded ? (
          <iframe
            src={src}
            title={name}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="training-video__play"
            aria-label={t`Play video: ${name}`}
            onClick={() => setLoaded(true)}
          >
            <span aria-hidden="true" className="training-video__icon" />
            <Trans>Play video</Trans>
          </button>
        )}
      </div>
      <figcaption lang={title.lang}>{name}</figcaption>
    </figure>
  );
}
