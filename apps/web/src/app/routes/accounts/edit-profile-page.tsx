import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function EditProfilePage() {
  return (
    <Page title={PAGE_TITLES.editProfile} crumbs={[{ label: PAGE_TITLES.dashboard, to: paths.dashboard }]}>
      <p>View and update your personal details and photograph.</p>
    </Page>
  );
}
