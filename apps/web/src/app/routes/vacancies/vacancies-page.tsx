import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function VacanciesPage() {
  return (
    <Page title={PAGE_TITLES.vacancies}>
      <p>Current recruitment and engagement opportunities at the institute, and how to apply.</p>
    </Page>
  );
}
