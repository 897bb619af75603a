import { COURSE_ADMIN_MESSAGES, type TAdminCourse, ZAdminCourse, ZCourseInput } from '@iiidem/shared/admin/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import {
  ADMIN_ROUTE_BASE,
  actorId,
  auditChange,
  CONTENT_ERROR_RESPONSES,
  notFound,
} from '../../lib/content/content-crud';
import {
  type ContentTable,
  itemAnswer,
  registerDeleteRoute,
  registerGetRoute,
  registerListRoute,
  registerPublishRoute,
} from '../../lib/content/content-routes';
import { HttpError } from '../../lib/http-error';
import { ZAdminIdParams } from '../../lib/uploads/admin-upload';
import { requireStaff } from '../../plugins/admin-guards';
import {
  deleteCourse,
  findAdminCourse,
  insertCourse,
  listAdminCourses,
  programTypeExists,
  updateCourse,
} from './courses.admin.repository';

const COURSES: ContentTable<TAdminCourse> = {
  path: '/admin/courses',
  entity: 'course',
  item: ZAdminCourse,
  find: findAdminCourse,
  messages: COURSE_ADMIN_MESSAGES,
};
const ZCourseAnswer = itemAnswer(COURSES);

async function assertProgramType(executor: Executor, id: number) {
  if (!(await programTypeExists(executor, id))) {
    throw new HttpError(400, COURSE_ADMIN_MESSAGES.unknownProgramType, [
      { path: 'program_type_id', msg: COURSE_ADMIN_MESSAGES.unknownProgramType },
    ]);
  }
}

/** Back office: courses (spec 1 §3 fields, spec 2's hostel facility), published or not; staff only. */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  registerListRoute(app, COURSES, {
    summary: 'Every course (published or not), the newest first; search in the name; paged',
    list: listAdminCourses,
  });

  registerGetRoute(app, COURSES, 'One course with every field');

  app.post(
    '/admin/courses',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Creates a course (JSON); program_type_id must be a known program type',
        body: ZCourseInput,
        response: { 201: ZCourseAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const course = await db().transaction(async (tx) => {
        await assertProgramType(tx, input.program_type_id);
        const id = await insertCourse(tx, input);
        const created = await findAdminCourse(tx, id);
        const entry = { actorUserId: actorId(request), entity: COURSES.entity, entityId: id };
        await auditChange(tx, { ...entry, verb: 'create', to: input });
        return created;
      });
      if (!course) throw notFound();
      return reply.code(201).send({ success: true as const, message: COURSE_ADMIN_MESSAGES.created, data: course });
    },
  );

  app.put(
    '/admin/courses/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Saves every field of a course (JSON)',
        params: ZAdminIdParams,
        body: ZCourseInput,
        response: { 200: ZCourseAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const course = await db().transaction(async (tx) => {
        const before = await findAdminCourse(tx, id);
        if (!before) throw notFound();
        await assertProgramType(tx, input.program_type_id);
        await updateCourse(tx, id, input);
        const entry = { actorUserId: actorId(request), entity: COURSES.entity, entityId: id };
        await auditChange(tx, { ...entry, verb: 'update', from: before, to: input });
        return findAdminCourse(tx, id);
      });
      if (!course) throw notFound();
      return { success: true as const, message: COURSE_ADMIN_MESSAGES.updated, data: course };
    },
  );

  registerPublishRoute(app, COURSES, {
    summary: 'Publishes or unpublishes a course (unpublished courses leave the public pages at once)',
    setPublished: (tx, id, published) => updateCourse(tx, id, { published }),
  });

  registerDeleteRoute(app, COURSES, {
    summary: 'Deletes a course without applications (409 otherwise: unpublish it instead)',
    remove: deleteCourse,
    inUse: { message: COURSE_ADMIN_MESSAGES.hasApplications, check: (course) => course.applications > 0 },
  });
};
