import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function SignupPage() {
  return (
    <Page title={PAGE_TITLES.signup}>
      <p>Create an account to apply for the institute's training programmes.</p>
    </Page>
  );
}
