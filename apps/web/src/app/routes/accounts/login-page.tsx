import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function LoginPage() {
  return (
    <Page title={PAGE_TITLES.login}>
      <p>Sign in with your e-mail address and password to apply for courses and follow your applications.</p>
    </Page>
  );
}
