import { Trans } from '@lingui/react/macro';
import './carousel-controls.css';

type CarouselControlsProps = {
  /**
   * Names what the buttons move, in the page's language, e.g. 'banner' gives 'Previous banner', 'Pause banner
   * rotation'.
   */
  noun: string;
  rotating: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleRotation: () => void;
  /** id of the slide container the buttons move. */
  controls: string;
  className?: string;
};

function Icon({ path }: { path: string }) {
  return (
    <svg
      className="carousel-controls__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
  next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  play: 'M8 5v14l11-7z',
};

/** Previous, pause/play and next buttons of a carousel; the pause button says what it will do. */
export function CarouselControls({
  noun,
  rotating,
  onPrevious,
  onNext,
  onToggleRotation,
  controls,
  className,
}: CarouselControlsProps) {
  return (
    <div className={['carousel-controls', className].filter(Boolean).join(' ')}>
      <button type="button" className="carousel-controls__button" aria-controls={controls} onClick={onPrevious}>
        <Icon path={ICONS.previous} />
        <span className="visually-hidden">
          <Trans>Previous {noun}</Trans>
        </span>
      </button>
      <button type="button" className="carousel-controls__button" aria-controls={controls} onClick={onToggleRotation}>
        <Icon path={rotating ? ICONS.pause : ICONS.play} />
        <span className="visually-hidden">
          {rotating ? <Trans>Pause {noun} rotation</Trans> : <Trans>Start {noun} rotation</Trans>}
        </span>
      </button>
      <button type="button" className="carousel-controls__button" aria-controls={controls} onClick={onNext}>
        <Icon path={ICONS.next} />
        <span className="visually-hidden">
          <Trans>Next {noun}</Trans>
        </span>
      </button>
    </div>
  );
}
