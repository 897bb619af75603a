import { istCalendarDate } from '@iiidem/shared/dates';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useCountries } from '../../../features/nominations/nominations-api';
import { StaticCertificationForm } from '../../../features/nominations/static-certification-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/**
 * /preview-domestic-form: the static certification form for District Election Officers and Returning
 * Officers (spec 2 §2), with a Back link to the dashboard. It sends nothing.
 */
export default function PreviewDomesticFormPage() {
  const countries = useCountries();
  const today = useMemo(() => istCalendarDate(new Date()), []);
  return (
    <Page title={PAGE_TITLES.previewDomesticForm}>
      <p>
        <Trans>Certification programme for District Election Officers and Returning Officers.</Trans>
      </p>
      <p>
        <Link to={paths.dashboard}>
          <Trans>
            Back<span className="visually-hidden"> to the dashboard</span>
          </Trans>
        </Link>
      </p>
      <StaticCertificationForm lists={{ countries: countries.data?.data ?? [], states: [] }} today={today} />
    </Page>
  );
}
