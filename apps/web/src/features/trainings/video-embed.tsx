import { useState } from 'react';

type VideoEmbedProps = { title: string; src: string };

/**
 * A video player that loads only when asked (product guide: third-party embeds load on request), so the
 * page stays fast and sends nothing to the video host until the visitor chooses to watch.
 */
export function VideoEmbed({ title, src }: VideoEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <figure className="training-video">
      <div className="training-video__frame">
        {loaded ? (
          <iframe
            src={src}
            title={title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="training-video__play"
            aria-label={`Play video: ${title}`}
            onClick={() => setLoaded(true)}
          >
            <span aria-hidden="true" className="training-video__icon" />
            Play video
          </button>
        )}
      </div>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
