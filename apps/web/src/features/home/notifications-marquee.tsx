import { MARQUEE_SCROLL_AMOUNT } from '@iiidem/shared/limits';
import type { TSiteSettings } from '@iiidem/shared/site-settings';
import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Localized } from '../../lib/i18n/localized';
import { useBilingual, useSiteSettings } from '../../lib/use-site-settings';
import './notifications-marquee.css';

/**
 * Speed of the old <marquee scrollamount="5">: it moved 5 px every 85 ms (its default scrolldelay),
 * about 59 px per second.
 */
export const MARQUEE_PIXELS_PER_SECOND = (MARQUEE_SCROLL_AMOUNT * 1000) / 85;

/**
 * Block 2: a notifications strip whose text scrolls (a CSS animation, no <marquee>) and links to a page of the
 * site (spec 1 §2: the vacancies). Its text and link are a site setting staff edit (issue 15); until the settings
 * arrive the strip is not shown. It pauses while hovered or focused, and has a pause button (WCAG 2.2.2); with reduced motion
 * requested it does not move at all.
 */
export function NotificationsMarquee() {
  const notice = useSiteSettings()?.homeNotice;
  return notice ? <NoticeStrip notice={notice} /> : null;
}

function NoticeStrip({ notice }: { notice: TSiteSettings['homeNotice'] }) {
  const text = useBilingual()(notice);
  const [paused, setPaused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const [durationSeconds, setDurationSeconds] = useState(30);

  // The track starts one strip-width to the right (its left padding) and ends past the left edge: the
  // time to cross that distance at the marquee's speed.
  // Through the CSSOM, not a style attribute, which the CSP blocks in server-rendered HTML (issue 13).
  useLayoutEffect(() => {
    trackRef.current?.style.setProperty('--marquee-duration', `${durationSeconds}s`);
  }, [durationSeconds]);

  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const distance = track.scrollWidth;
      if (distance > 0) setDurationSeconds(Math.max(10, Math.round(distance / MARQUEE_PIXELS_PER_SECOND)));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports the track's first size after the browser's next layout. Measuring here as well forced a
    // layout in the middle of the home page's hydration (11 ms here, four times that on a slow phone; issue 13).
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <div className="notifications__inner container">
        <h2 id="notifications-title" className="notifications__label">
          <Trans>Notifications</Trans>
        </h2>
        <div className={`notifications__window${paused ? ' notifications__window--paused' : ''}`}>
          <div ref={trackRef} className="notifications__track">
            <Link to={notice.link} className="notifications__link">
              <Localized value={text} />
            </Link>
          </div>
        </div>
        <button
          type="button"
          className="notifications__pause"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={paused ? 'M8 5v14l11-7z' : 'M6 19h4V5H6zm8-14v14h4V5z'} fill="currentColor" />
          </svg>
          <span className="visually-hidden">
            <Trans>Pause notifications</Trans>
          </span>
        </button>
      </div>
    </section>
  );
}
