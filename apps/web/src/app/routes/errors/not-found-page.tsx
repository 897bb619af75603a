import { MESSAGES } from '@iiidem/shared/messages';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

/** /error: where every unknown path is redirected (spec 2 §2). */
export default function NotFoundPage() {
  return (
    <Page title={PAGE_TITLES.error} heading={MESSAGES.notFound}>
      <p>
        <Link to={paths.home}>{translateSharedText(MESSAGES.backToHome)}</Link>
      </p>
    </Page>
  );
}
