import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '../../components/form/form-fields';
import { paths } from '../../paths';
// Registers the consent error's Hindi for the field error.
import './personal-data-texts';

type ConsentNoticeProps = { registration: UseFormRegisterReturn<'consent'>; error?: string };

/**
 * The notice and consent of the sign-up form (Digital Personal Data Protection Act 2023, issue 17): what is kept,
 * why, for how long and the person's rights, with the Privacy Policy; the box must be ticked (the server records
 * when).
 */
export function ConsentNotice({ registration, error }: ConsentNoticeProps) {
  const { t } = useLingui();
  return (
    <section className="consent-notice" aria-labelledby="consent-notice-title">
      <h2 id="consent-notice-title" className="consent-notice__title">
        <Trans>Your personal data</Trans>
      </h2>
      <p>
        <Trans>
          We keep the details you give here (your name, e-mail address, mobile number and type of applicant) and, when
          you apply for a course, your nominations with their photos and documents. We use them only to run your account
          and your applications and to write to you about them.
        </Trans>
      </p>
      <p>
        <Trans>
          We keep them while your account is open. You can download all your data and correct it from your profile, and
          ask for your account to be deleted; your applications are then kept only as anonymous figures for statistics.
        </Trans>
      </p>
      <p>
        <Trans>
          Read our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </Trans>
      </p>
      <CheckboxField
        id="signup-consent"
        label={t`I agree to the processing of my personal data as described above.`}
        error={error}
        {...registration}
      />
    </section>
  );
}
