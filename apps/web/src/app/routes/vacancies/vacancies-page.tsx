import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { HowToApply } from '../../../features/vacancies/how-to-apply';
import { VacanciesTable } from '../../../features/vacancies/vacancies-table';
import { PAGE_TITLES } from '../../../page-titles';

/** /iiidem-vacancies: the recruitment and engagement notices and how to apply (spec 2 §2). */
export default function VacanciesPage() {
  return (
    <Page title={PAGE_TITLES.vacancies}>
      <p>
        <Trans>
          Current recruitment and engagement opportunities at the institute. Download an advertisement for details.
        </Trans>
      </p>
      <VacanciesTable />
      <HowToApply />
    </Page>
  );
}
