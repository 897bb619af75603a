import type { TSiteSettings } from '@iiidem/shared/site-settings';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ExternalLink } from '../../components/ui/external-link';
import { Localized } from '../../lib/i18n/localized';
import { useBilingual, useSiteSettings } from '../../lib/use-site-settings';
import './social-section.css';

type FeedKind = 'posts' | 'updates' | 'videos';

function FeedCard({ name, handle, url, kind }: { name: string; handle: string; url: string; kind: FeedKind }) {
  return (
    <li className="social-card">
      <h3 className="social-card__title">{name}</h3>
      <div className="social-card__placeholder">
        <p>
          {kind === 'posts' ? (
            <Trans>
              Posts from <strong>{handle}</strong> are not loaded here, so nothing is shared with {name} until you
              choose to go there.
            </Trans>
          ) : kind === 'updates' ? (
            <Trans>
              Updates from <strong>{handle}</strong> are not loaded here, so nothing is shared with {name} until you
              choose to go there.
            </Trans>
          ) : (
            <Trans>
              Videos from <strong>{handle}</strong> are not loaded here, so nothing is shared with {name} until you
              choose to go there.
            </Trans>
          )}
        </p>
      </div>
      <ExternalLink href={url} className="button button--secondary social-card__link">
        {kind === 'posts' ? (
          <Trans>View posts on {name}</Trans>
        ) : kind === 'updates' ? (
          <Trans>View updates on {name}</Trans>
        ) : (
          <Trans>More videos on {name}</Trans>
        )}
      </ExternalLink>
    </li>
  );
}

/** The featured video, a file of this site (issue 15): a play button, then the browser's own player. */
function VideoCard({
  youtube,
  video,
}: {
  youtube: TSiteSettings['social']['youtube'];
  video: NonNullable<TSiteSettings['featuredVideo']>;
}) {
  const [playing, setPlaying] = useState(false);
  const title = useBilingual()(video.title);
  const { name } = youtube;
  return (
    <li className="social-card">
      <h3 className="social-card__title">{name}</h3>
      {playing ? (
        <div className="social-card__frame">
          {/* biome-ignore lint/a11y/useMediaCaption: staff upload the video; its captions are theirs to add. */}
          <video src={video.src} title={title.text} controls autoPlay preload="metadata" />
        </div>
      ) : (
        <button type="button" className="social-card__play" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span>
            <Trans>
              Play video: <Localized value={title} />
            </Trans>
          </span>
        </button>
      )}
      <ExternalLink href={youtube.url} className="button button--secondary social-card__link">
        <Trans>More videos on {name}</Trans>
      </ExternalLink>
    </li>
  );
}

/**
 * Block 7: the tweet, page feed and video of spec 1 as light placeholders, each with its redirect link
 * (product guide: nothing of another site loads unless the visitor goes there). The accounts and the featured
 * video are site settings staff edit (issue 15); with no featured video the YouTube card has no player.
 */
export function SocialSection() {
  const settings = useSiteSettings();
  if (!settings) return null;
  const { social, featuredVideo } = settings;
  return (
    <section className="social-section container" aria-labelledby="social-title">
      <h2 id="social-title">
        <Trans>Social Media</Trans>
      </h2>
      <ul className="social-section__list">
        <FeedCard name={social.x.name} handle={social.x.handle} url={social.x.url} kind="posts" />
        <FeedCard
          name={social.facebook.name}
          handle={social.facebook.handle}
          url={social.facebook.url}
          kind="updates"
        />
        {featuredVideo ? (
          <VideoCard youtube={social.youtube} video={featuredVideo} />
        ) : (
          <FeedCard name={social.youtube.name} handle={social.youtube.handle} url={social.youtube.url} kind="videos" />
        )}
      </ul>
    </section>
  );
}
