import type { TVacancy } from '@iiidem/shared/vacancies/api';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vacancies } from '../../db/schema/content';
import { type FileFactsSource, withFileFacts } from '../../lib/files/file-facts';

/** The columns of a vacancy as the public list shows it. */
export const VACANCY_COLUMNS = {
  id: vacancies.id,
  title: vacancies.title,
  titleHi: vacancies.title_hi,
  upload_date: vacancies.upload_date,
  last_date: vacancies.last_date,
  advertisement_no: vacancies.advertisement_no,
  pdf: vacancies.pdf,
};

/** Up to `limit` published vacancies, the most recently uploaded first, each advertisement with its type and size. */
export async function findVacancies(db: Database, limit: number, fileFacts: FileFactsSource): Promise<TVacancy[]> {
  const rows = await db
    .select(VACANCY_COLUMNS)
    .from(vacancies)
    .where(eq(vacancies.published, true))
    .orderBy(desc(vacancies.upload_date), desc(vacancies.id))
    .limit(limit);
  return withFileFacts(fileFacts, rows, ['pdf']);
}
