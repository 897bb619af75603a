import { Trans } from '@lingui/react/macro';

/** The placeholder shown until a training's data arrives (spec 2 §2): the shape of the page, announced as loading. */
export function TrainingLoading() {
  return (
    <div className="training-loading" role="status">
      <span className="visually-hidden">
        <Trans>Loading the training…</Trans>
      </span>
      <div className="training-loading__block training-loading__block--banner" aria-hidden="true" />
      <div className="training-loading__block training-loading__block--text" aria-hidden="true" />
      <div className="training-loading__block training-loading__block--session" aria-hidden="true" />
    </div>
  );
}
