import type { TVacancyFields } from '@iiidem/shared/admin/vacancies';
import type { FastifyInstance } from 'fastify';
import { createContent } from '../../lib/content/save-content';
import { insertVacancy } from './vacancies.admin.repository';
import { VACANCIES } from './vacancies-table';

/** Creates a vacancy (audited 'vacancy.create'); `written` is its advertisement PDF, stored already. */
export function createVacancy(
  app: FastifyInstance,
  input: { actorUserId: number; fields: TVacancyFields; written: string | null },
) {
  return createContent(app, VACANCIES, {
    actorUserId: input.actorUserId,
    values: { ...input.fields, pdf: input.written },
    written: [input.written],
    insert: insertVacancy,
  });
}
