import type { TVideo } from '@iiidem/shared/gallery/api';
import { useLocalized } from '../../lib/i18n/localized';
import { videoEmbedUrl } from './gallery-filters';
import { VideoFrame } from './video-frame';
import './video-grid.css';

/** Gallery videos as embedded players (privacy-enhanced addresses), each with its title. */
export function VideoGrid({ videos }: { videos: readonly TVideo[] }) {
  const localized = useLocalized();
  return (
    <ul className="video-grid">
      {videos.map((video) => {
        const src = videoEmbedUrl(video.youtube_url);
        if (!src) return null;
        const title = localized(video, 'title');
        return (
          <li key={video.id} className="video-grid__item">
            <figure className="video-grid__figure">
              <div className="video-grid__frame">
                <VideoFrame src={src} title={title.text} />
              </div>
              <figcaption className="video-grid__caption" lang={title.lang}>
                {title.text}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
