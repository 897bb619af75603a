import type { TVacancyFields } from '@iiidem/shared/admin/vacancies';
import type { FastifyInstance } from 'fastify';
import { updateContent } from '../../lib/content/save-content';
import { updateVacancyRow } from './vacancies.admin.repository';
import { VACANCIES } from './vacancies-table';

/** Saves a vacancy (audited 'vacancy.update'); a new PDF (`written`) replaces the old one, removed after the commit. */
export function updateVacancy(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; fields: TVacancyFields; written: string | null },
) {
  const { written } = input;
  return updateContent(app, VACANCIES, {
    actorUserId: input.actorUserId,
    id: input.id,
    written: [written],
    prepare: async (_tx, before) => ({
      values: { ...input.fields, pdf: written ?? before.pdf },
      dropped: written ? [before.pdf] : [],
    }),
    update: updateVacancyRow,
  });
}
