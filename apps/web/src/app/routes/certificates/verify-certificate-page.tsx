import { zodResolver } from '@hookform/resolvers/zod';
import {
  normalizeCertificateNumber,
  type TCertificateLookupForm,
  type TCertificateVerificationResponse,
  ZCertificateLookupForm,
} from '@iiidem/shared/admin/certificates';
import { formatCertificateDate, istCalendarDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { TextField } from '../../../components/form/form-fields';
import { Page } from '../../../components/layout/page';
import { ApiError } from '../../../lib/api-client';
import { Localized, useLanguage, useLocalized } from '../../../lib/i18n/localized';
import { PAGE_TITLES } from '../../../page-titles';
import { buildPath, paths } from '../../../paths';
import { CERTIFICATE_TEXTS, translateCertificateError } from './certificate-texts';
import './verify-certificate-page.css';
import { FormErrorSummary } from '../../../components/form/form-error-summary';

/**
 * /verify-certificate/:number (public; the QR code on a certificate links here): whether a certificate with
 * this number was issued and is in force, with what it certified (participant, course, held dates, place, issue
 * date), or when it was revoked; and a form to check another. /verify-certificate alone shows the form.
 */
export default function VerifyCertificatePage() {
  const given = useParams().number ?? '';
  const asked = given !== '';
  const number = normalizeCertificateNumber(given);
  const { data, error, isLoading } = useSWR<TCertificateVerificationResponse>(
    number ? `/certificates/${number}` : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const notFound = asked && (!number || (error instanceof ApiError && error.status === 404));
  const certificate = data?.data;
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const localized = useLocalized();
  const dateOf = (value: string) => formatCertificateDate(value, language);
  const revokedOn = certificate?.revoked_at ? dateOf(istCalendarDate(new Date(certificate.revoked_at))) : '';
  const replacement = certificate?.replaced_by ?? '';
  const courseDates = (startFrom: string, endTo: string) => {
    const start = dateOf(startFrom);
    const end = dateOf(endTo);
    return start === end ? start : t`${start} to ${end}`;
  };

  return (
    <Page title={PAGE_TITLES.verifyCertificate}>
      <div className="verify-certificate">
        {isLoading ? (
          <p role="status" className="verify-certificate__result">
            <Trans>Checking the certificate…</Trans>
          </p>
        ) : null}
        {!asked ? (
          <p className="verify-certificate__intro">
            <Trans>
              Type the number printed on a certificate to check that the institute issued it and that it is still valid.
            </Trans>
          </p>
        ) : null}
        {certificate ? (
          <section
            className={`verify-certificate__result verify-certificate__result--${certificate.valid ? 'valid' : 'invalid'}`}
            aria-labelledby="verify-result"
          >
            <h2 id="verify-result" className="verify-certificate__verdict">
              <span aria-hidden="true">{certificate.valid ? '✓ ' : '✗ '}</span>
              {i18n._(certificate.valid ? CERTIFICATE_TEXTS.valid : CERTIFICATE_TEXTS.revokedVerdict)}
            </h2>
            {certificate.revoked_at ? (
              <p>
                <Trans>Revoked on {revokedOn}.</Trans>{' '}
                {replacement ? (
                  <Trans>
                    It was replaced by certificate{' '}
                    <Link to={buildPath(paths.verifyCertificate, { number: replacement })}>{replacement}</Link>.
                  </Trans>
                ) : null}
              </p>
            ) : null}
            <dl className="verify-certificate__facts">
              <div>
                <dt>
                  <Trans>Certificate number</Trans>
                </dt>
                <dd>{certificate.certificate_number}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Participant</Trans>
                </dt>
                <dd>{certificate.participant_name}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Course</Trans>
                </dt>
                <dd>
                  <Localized value={localized(certificate, 'course_name')} />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Course dates</Trans>
                </dt>
                <dd>{courseDates(certificate.held_from, certificate.held_to)}</dd>
              </div>
              {certificate.location ? (
                <div>
                  <dt>
                    <Trans>Place</Trans>
                  </dt>
                  <dd>
                    <Localized value={localized(certificate, 'location')} />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <Trans>Issued on</Trans>
                </dt>
                <dd>{dateOf(istCalendarDate(new Date(certificate.issued_at)))}</dd>
              </div>
            </dl>
          </section>
        ) : null}
        {notFound ? (
          <section
            className="verify-certificate__result verify-certificate__result--invalid"
            aria-labelledby="verify-result"
          >
            <h2 id="verify-result" className="verify-certificate__verdict">
              {i18n._(CERTIFICATE_TEXTS.notFound)}
            </h2>
            <p>
              <Trans>
                We found no certificate with the number <strong className="verify-certificate__number">{given}</strong>.
                Check the number printed on the certificate and try again below.
              </Trans>
            </p>
          </section>
        ) : null}
        {error && !notFound ? (
          <p role="alert" className="verify-certificate__result verify-certificate__result--invalid">
            <Trans>The certificate could not be checked right now. Please try again in a moment.</Trans>
          </p>
        ) : null}
        <LookupForm key={given} initial={certificate ? '' : given} />
      </div>
    </Page>
  );
}

function LookupForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const headingId = useId();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<TCertificateLookupForm>({
    resolver: zodResolver(ZCertificateLookupForm),
    defaultValues: { number: initial },
  });
  const onSubmit = handleSubmit((values) => {
    const number = normalizeCertificateNumber(values.number);
    if (number) navigate(buildPath(paths.verifyCertificate, { number }));
  });
  return (
    <section aria-labelledby={headingId} className="verify-certificate__lookup">
      <h2 id={headingId}>
        <Trans>Check a certificate</Trans>
      </h2>
      <form noValidate onSubmit={onSubmit} className="verify-certificate__form">
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        <TextField
          label={t`Certificate number`}
          hint={t`As printed on the certificate, for example IIIDEM-2026-7K3QX9M2.`}
          autoComplete="off"
          spellCheck={false}
          error={translateCertificateError(errors.number?.message)}
          required
          {...register('number')}
        />
        <div>
          <button type="submit" className="button">
            <Trans>Verify certificate</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
