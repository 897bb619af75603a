import type { TAdminVacancy, TVacancyFields } from '@iiidem/shared/admin/vacancies';
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { hindiColumns } from '../../db/hindi-values';
import { vacancies } from '../../db/schema/content';
import { searchText } from '../../db/schema/search-text';
import { VACANCY_COLUMNS } from './vacancies.repository';

/** Back-office reads and writes of vacancies, published or not; writes take the caller's transaction. */

const ADMIN_VACANCY_COLUMNS = {
  ...VACANCY_COLUMNS,
  published: vacancies.published,
  created_at: vacancies.created_at,
};

type Row = { created_at: Date } & Omit<TAdminVacancy, 'createdAt'>;

function toAdminVacancy({ created_at, ...row }: Row): TAdminVacancy {
  return { ...row, createdAt: created_at.toISOString() };
}

/** Vacancies whose title, in English or Hindi, contains `search` (any case), the newest first. */
export async function listAdminVacancies(
  db: Database,
  options: { search?: string; limit: number; offset: number },
): Promise<{ items: TAdminVacancy[]; totalData: number }> {
  const where = options.search ? ilike(searchText(vacancies.title, vacancies.title_hi), options.search) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(ADMIN_VACANCY_COLUMNS)
      .from(vacancies)
      .where(where)
      .orderBy(desc(vacancies.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(vacancies).where(where),
  ]);
  return { items: rows.map(toAdminVacancy), totalData: total?.n ?? 0 };
}

/** One vacancy; `lock` holds its row until the transaction ends (a change that replaces its file). */
export async function findAdminVacancy(executor: Executor, id: number, lock = false) {
  const query = executor.select(ADMIN_VACANCY_COLUMNS).from(vacancies).where(eq(vacancies.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && toAdminVacancy(row);
}

export type VacancyValues = TVacancyFields & { pdf: string | null };

export async function insertVacancy(executor: Executor, values: VacancyValues): Promise<number> {
  const [row] = await executor.insert(vacancies).values(hindiColumns(values)).returning({ id: vacancies.id });
  if (!row) throw new Error('The vacancy insert returned no row.');
  return row.id;
}

export async function updateVacancyRow(executor: Executor, id: number, values: Partial<VacancyValues>): Promise<void> {
  await executor.update(vacancies).set(hindiColumns(values)).where(eq(vacancies.id, id));
}

export async function deleteVacancyRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(vacancies).where(eq(vacancies.id, id));
}
