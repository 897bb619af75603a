import type { TAdminVacancy } from '@iiidem/shared/admin/vacancies';
import { ContentAdmin } from '../ui/content-admin';
import type { ContentColumn } from '../ui/content-table';
import { hindiColumn } from '../ui/hindi-column';
import { VacancyForm } from './vacancy-form';

const COLUMNS: readonly ContentColumn<TAdminVacancy>[] = [
  hindiColumn((vacancy) => vacancy.titleHi),
  { header: 'Advertisement no.', cell: (vacancy) => vacancy.advertisement_no ?? '—' },
  { header: 'Upload date', cell: (vacancy) => vacancy.upload_date },
  { header: 'Last date', cell: (vacancy) => vacancy.last_date ?? '—' },
];

/** Back office: vacancies (create, edit, publish, delete). */
export default function VacanciesPage() {
  return (
    <ContentAdmin<TAdminVacancy>
      title="Vacancies"
      noun="vacancy"
      apiPath="/admin/vacancies"
      titleOf={(vacancy) => vacancy.title}
      columns={COLUMNS}
      Form={VacancyForm}
    />
  );
}
