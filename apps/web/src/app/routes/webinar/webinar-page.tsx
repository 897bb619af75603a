import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function WebinarPage() {
  return (
    <Page title={PAGE_TITLES.webinar}>
      <p>
        A webinar series in which the Chief Electoral Officers of States and Union Territories share innovative
        practices from the field.
      </p>
    </Page>
  );
}
