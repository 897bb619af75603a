import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { captchaAudioPath } from '@iiidem/shared/captcha';
import { isLanguage } from '@iiidem/shared/language';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH } from '@iiidem/shared/limits';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { API_BASE } from '../../lib/api-client';
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
 * The captcha of a form (spec 1 §5): the server's picture (with a text alternative), the same challenge
 * spoken for those who cannot see it (issue 16: the server's WAV, in the page's language, fetched only when
 * played), a Reload Captcha button that renews both, and the answer field.
 */
export function CaptchaField({ state, error, inputProps }: CaptchaFieldProps) {
  const { captcha, loading, failed, reload } = state;
  const { t, i18n } = useLingui();
  const audioHintId = useId();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
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
      {captcha && (
        <div className="captcha-field__audio">
          <p id={audioHintId} className="captcha-field__audio-hint">
            <Trans>
              Cannot see the picture? Play the audio captcha: listen to the characters and type them in the box below.
              Each letter is said with a word that starts with it, after "capital" or "small".
            </Trans>
          </p>
          {/* A new challenge is a new element, so a reload never plays the old audio. */}
          {/* biome-ignore lint/a11y/useMediaCaption: captions would print the answer; the picture is the text version */}
          <audio
            key={captcha.captcha_id}
            controls
            preload="none"
            src={`${API_BASE}${captchaAudioPath(captcha.captcha_id, language)}`}
            aria-label={t`Play audio captcha`}
            aria-describedby={audioHintId}
          />
        </div>
      )}
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
