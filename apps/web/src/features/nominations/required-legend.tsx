import { Trans } from '@lingui/react/macro';

/** 'Fields marked * are required.' above a nomination form; a screen reader hears 'with an asterisk'. */
export function RequiredLegend() {
  return (
    <p className="nomination-form__legend">
      <Trans>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </Trans>
    </p>
  );
}
