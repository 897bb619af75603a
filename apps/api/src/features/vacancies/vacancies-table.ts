import { type TAdminVacancy, VACANCY_ADMIN_MESSAGES, ZAdminVacancy } from '@iiidem/shared/admin/vacancies';
import type { ContentTable } from '../../lib/content/content-routes';
import { findAdminVacancy } from './vacancies.admin.repository';

/** Vacancies as a back-office content table (audited as 'vacancy'). */
export const VACANCIES: ContentTable<TAdminVacancy> = {
  path: '/admin/vacancies',
  entity: 'vacancy',
  item: ZAdminVacancy,
  find: findAdminVacancy,
  messages: VACANCY_ADMIN_MESSAGES,
};
