import {
  ZAdminDeletedAnswer,
  ZAdminListQuery,
  ZPublishBody,
  zAdminItemAnswer,
  zAdminListAnswer,
} from '@iiidem/shared/admin/content-crud';
import { COURSE_ADMIN_MESSAGES, ZAdminCourse, ZCourseInput } from '@iiidem/shared/admin/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ZAdminIdParams } from '../admin/admin-upload';
import { recordAudit } from '../admin/audit-log';
import {
  ADMIN_ROUTE_BASE,
  actorId,
  CONTENT_ERROR_RESPONSES,
  containsPattern,
  FOREIGN_KEY_VIOLATION,
  hasDatabaseCode,
  notFound,
  pageOf,
} from '../admin/content-crud';
import { requireStaff } from '../admin/guards';
import type { Executor } from '../mail/mail-outbox';
import {
  deleteCourse,
  findAdminCourse,
  insertCourse,
  listAdminCourses,
  programTypeExists,
  updateCourse,
} from './courses.admin.repository';

const ENTITY = 'course';
const ZCourseAnswer = zAdminItemAnswer(ZAdminCourse);

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

  app.get(
    '/admin/courses',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every course (published or not), the newest first; search in the name; paged',
        querystring: ZAdminListQuery,
        response: { 200: zAdminListAnswer(ZAdminCourse), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageOf(request.query);
      const search = request.query.q ? containsPattern(request.query.q) : undefined;
      const { items, totalData } = await listAdminCourses(db(), { search, limit, offset });
      return { success: true as const, data: { items, pages: { page, limit, totalData } } };
    },
  );

  app.get(
    '/admin/courses/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One course with every field',
        params: ZAdminIdParams,
        response: { 200: ZCourseAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const course = await findAdminCourse(db(), request.params.id);
      if (!course) throw notFound();
      return { success: true as const, data: course };
    },
  );

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
        const entry = { actorUserId: actorId(request), action: 'course.create', entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, to: input }, clock.now());
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
        const entry = { actorUserId: actorId(request), action: 'course.update', entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: before, to: input }, clock.now());
        return findAdminCourse(tx, id);
      });
      if (!course) throw notFound();
      return { success: true as const, message: COURSE_ADMIN_MESSAGES.updated, data: course };
    },
  );

  app.patch(
    '/admin/courses/:id/published',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Publishes or unpublishes a course (unpublished courses leave the public pages at once)',
        params: ZAdminIdParams,
        body: ZPublishBody,
        response: { 200: ZCourseAnswer, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const course = await db().transaction(async (tx) => {
        const before = await findAdminCourse(tx, id);
        if (!before) throw notFound();
        await updateCourse(tx, id, { published });
        const action = published ? 'course.publish' : 'course.unpublish';
        const entry = { actorUserId: actorId(request), action, entity: ENTITY, entityId: id };
        await recordAudit(tx, { ...entry, from: { published: before.published }, to: { published } }, clock.now());
        return findAdminCourse(tx, id);
      });
      if (!course) throw notFound();
      const message = published ? COURSE_ADMIN_MESSAGES.published : COURSE_ADMIN_MESSAGES.unpublished;
      return { success: true as const, message, data: course };
    },
  );

  app.delete(
    '/admin/courses/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Deletes a course without applications (409 otherwise: unpublish it instead)',
        params: ZAdminIdParams,
        response: { 200: ZAdminDeletedAnswer, ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      try {
        await db().transaction(async (tx) => {
          const before = await findAdminCourse(tx, id);
          if (!before) throw notFound();
          if (before.applications > 0) throw new HttpError(409, COURSE_ADMIN_MESSAGES.hasApplications);
          await deleteCourse(tx, id);
          const entry = { actorUserId: actorId(request), action: 'course.delete', entity: ENTITY, entityId: id };
          await recordAudit(tx, { ...entry, from: before }, clock.now());
        });
      } catch (error) {
        // An application sent while the course was being deleted: the foreign key keeps it.
        if (hasDatabaseCode(error, FOREIGN_KEY_VIOLATION))
          throw new HttpError(409, COURSE_ADMIN_MESSAGES.hasApplications);
        throw error;
      }
      return { success: true as const, message: COURSE_ADMIN_MESSAGES.deleted, data: { id } };
    },
  );
};
