import type { TCourseInput } from '@iiidem/shared/admin/courses';
import type { FastifyInstance } from 'fastify';
import { updateContent } from '../../lib/content/save-content';
import { updateCourseRow } from './courses.admin.repository';
import { COURSES } from './courses-table';
import { assertProgramType } from './program-type';

/** Saves every field of a course (audited 'course.update'); 404 when unknown, 400 when its program type is. */
export function updateCourse(app: FastifyInstance, input: { actorUserId: number; id: number; course: TCourseInput }) {
  return updateContent(app, COURSES, {
    actorUserId: input.actorUserId,
    id: input.id,
    prepare: async (tx) => {
      await assertProgramType(tx, input.course.program_type_id);
      return { values: input.course };
    },
    update: updateCourseRow,
  });
}
