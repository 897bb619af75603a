import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH } from '@iiidem/shared/limits';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { TextField } from './form-fields';
import type { CaptchaState } from './use-captcha';
import './captcha-field.css';

type CaptchaFieldProps = {
  state: CaptchaState;
  error?: string;
  /** react-hook-form's register('captcha'). */
  inputProps: Omit<ComponentProps<'input'>, 'type'>;
};

export const CAPTCHA_IMAGE_ALT = msg`Captcha image: 6 letters and digits, shown distorted. Type them in the field below; capitals matter.`;

/**
 * The captcha of a form (spec 1 §5): the server's picture (with a text alternative), a Reload Captcha
 * button and the answer field.
 */
export function CaptchaField({ state, error, inputProps }: CaptchaFieldProps) {
  const { captcha, loading, failed, reload } = state;
  const { t } = useLingui();
  return (
    <div className="captcha-field">
      <div className="captcha-field__challenge">
        <div className="captcha-field__picture" aria-busy={loading}>
          {captcha ? (
            <img src={captcha.image} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} alt={t(CAPTCHA_IMAGE_ALT)} />
          ) : (
            <span className="captcha-field__placeholder">
              {failed ? <Trans>Captcha not loaded</Trans> : <Trans>Loading captcha…</Trans>}
            </span>
          )}
        </div>
        <button type="button" className="button button--secondary" onClick={reload}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {translateSharedText(ACCOUNT_LABELS.reloadCaptcha)}
        </button>
      </div>
      {failed && (
        <p className="form-field__error" role="alert">
          <Trans>The captcha could not be loaded. Choose Reload Captcha to try again.</Trans>
        </p>
      )}
      <TextField
        label={t`Enter the captcha`}
        required
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={CAPTCHA_LENGTH}
        {...inputProps}
      />
    </div>
  );
}
