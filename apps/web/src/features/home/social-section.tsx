import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ExternalLink } from '../../components/ui/external-link';
import { SITE_SETTINGS } from '../../config/site-settings';
import { YoutubePlayer } from './youtube-player';
import './social-section.css';

const { social } = SITE_SETTINGS;

/** The privacy-enhanced player address of a YouTube video (the page's policy allows only YouTube frames). */
export function youtubeNoCookieEmbed(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

type FeedKind = 'posts' | 'updates';

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
          ) : (
            <Trans>
              Updates from <strong>{handle}</strong> are not loaded here, so nothing is shared with {name} until you
              choose to go there.
            </Trans>
          )}
        </p>
      </div>
      <ExternalLink href={url} className="button button--secondary social-card__link">
        {kind === 'posts' ? <Trans>View posts on {name}</Trans> : <Trans>View updates on {name}</Trans>}
      </ExternalLink>
    </li>
  );
}

function VideoCard() {
  const [playing, setPlaying] = useState(false);
  const { featuredVideo } = social.youtube;
  return (
    <li className="social-card">
      <h3 className="social-card__title">{social.youtube.name}</h3>
      {playing ? (
        <div className="social-card__frame">
          <YoutubePlayer src={youtubeNoCookieEmbed(featuredVideo.id)} title={featuredVideo.title} />
        </div>
      ) : (
        <button type="button" className="social-card__play" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span>
            <Trans>Play video: {featuredVideo.title}</Trans>
            <span className="social-card__note">
              <Trans>Loads the YouTube player (privacy-enhanced mode)</Trans>
            </span>
          </span>
        </button>
      )}
      <ExternalLink href={social.youtube.url} className="button button--secondary social-card__link">
        <Trans>More videos on {social.youtube.name}</Trans>
      </ExternalLink>
    </li>
  );
}

/**
 * Block 7: the tweet, page feed and video of spec 1 as light placeholders, each with its redirect link
 * (product guide: an embed loads only when the visitor asks). The page allows no third-party scripts, so
 * the feeds open on their own sites after the leave-site confirmation; the video plays in a YouTube frame.
 */
export function SocialSection() {
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
        <VideoCard />
      </ul>
    </section>
  );
}
