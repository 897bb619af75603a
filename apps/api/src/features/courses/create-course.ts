import type { TCourseInput } from '@iiidem/shared/admin/courses';
import type { FastifyInstance } from 'fastify';
import { createContent } from '../../lib/content/save-content';
import { insertCourse } from './courses.admin.repository';
import { COURSES } from './courses-table';
import { assertProgramType } from './program-type';

/** Creates a course (audited 'course.create'); 400 when its program type is unknown. */
export function createCourse(app: FastifyInstance, input: { actorUserId: number; course: TCourseInput }) {
  return createContent(app, COURSES, {
    actorUserId: input.actorUserId,
    values: input.course,
    check: (tx) => assertProgramType(tx, input.course.program_type_id),
    insert: insertCourse,
  });
}
