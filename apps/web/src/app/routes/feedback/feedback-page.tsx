import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { FeedbackForm } from '../../../features/feedback/feedback-form';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** Feedback (issue 16, GIGW 3.0): a form the institute answers; staff read it in the back office. */
export default function FeedbackPage() {
  return (
    <Page title={PAGE_TITLES.feedback}>
      <p>
        <Trans>
          Tell us what you think of the institute’s website or its training programmes, report a problem, or make a
          suggestion. We reply by e-mail, normally within 15 working days. For help with using the site, see{' '}
          <Link to={paths.help}>Help</Link>.
        </Trans>
      </p>
      <FeedbackForm />
    </Page>
  );
}
