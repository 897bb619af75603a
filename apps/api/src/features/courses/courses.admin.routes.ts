import { COURSE_ADMIN_MESSAGES, ZCourseInput } from '@iiidem/shared/admin/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorId } from '../../lib/content/content-crud';
import { registerContentRoutes } from '../../lib/content/content-routes';
import { deleteCourseRow, listAdminCourses, updateCourseRow } from './courses.admin.repository';
import { COURSES } from './courses-table';
import { createCourse } from './create-course';
import { updateCourse } from './update-course';

/** Back office: courses (spec 1 §3 fields, spec 2's hostel facility), published or not; staff only. */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContentRoutes(app, COURSES, {
    list: {
      summary: 'Every course (published or not), the newest first; search in the name; paged',
      list: listAdminCourses,
    },
    get: 'One course with every field',
    create: {
      summary: 'Creates a course (JSON); program_type_id must be a known program type',
      body: ZCourseInput,
      create: (request, course) => createCourse(app, { actorUserId: actorId(request), course }),
    },
    update: {
      summary: 'Saves every field of a course (JSON)',
      body: ZCourseInput,
      update: (request, id, course) => updateCourse(app, { actorUserId: actorId(request), id, course }),
    },
    publish: {
      summary: 'Publishes or unpublishes a course (unpublished courses leave the public pages at once)',
      setPublished: (tx, id, published) => updateCourseRow(tx, id, { published }),
    },
    remove: {
      summary: 'Deletes a course without applications (409 otherwise: unpublish it instead)',
      remove: deleteCourseRow,
      inUse: { message: COURSE_ADMIN_MESSAGES.hasApplications, check: (course) => course.applications > 0 },
    },
  });
};
