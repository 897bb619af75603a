import {
  APPLICATION_STATUS_NAMES,
  applicationTrack,
  TRACK_STATE_TEXTS,
  type TrackStepState,
} from '@iiidem/shared/nominations/status-track';
import { Trans, useLingui } from '@lingui/react/macro';
import { statusText } from './status-texts';

/** Shapes as well as colours tell the states apart: a tick, a cross, an hourglass. */
function StepIcon({ state }: { state: TrackStepState }) {
  const paths: Record<TrackStepState, string> = {
    done: 'M6 12.5l4 4 8-9',
    negative: 'M7 7l10 10M17 7L7 17',
    waiting: 'M8 5h8M8 19h8M9 5c0 4 6 5 6 7s-6 3-6 7M15 5c0 4-6 5-6 7s6 3 6 7',
  };
  return (
    <svg className="status-track__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={paths[state]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The progress track of an application (spec 1 §4) as an ordered list: each step says its state in words to
 * screen readers, and its icon shape shows it without colour.
 */
export function StatusTrack({ status }: { status: number }) {
  const { t, i18n } = useLingui();
  const steps = applicationTrack(status);
  const english = APPLICATION_STATUS_NAMES[status];
  const name = english ? statusText(i18n, english) : undefined;
  return (
    <div className="status-track">
      {name ? (
        <p className="status-track__summary">
          <Trans>Status: {name}</Trans>
        </p>
      ) : null}
      <ol className="status-track__steps" aria-label={t`Application progress`}>
        {steps.map((step) => (
          <li key={step.label} className={`status-track__step status-track__step--${step.state}`}>
            <StepIcon state={step.state} />
            <span className="status-track__label">
              {statusText(i18n, step.label)}
              <span className="visually-hidden">: {statusText(i18n, TRACK_STATE_TEXTS[step.state])}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
