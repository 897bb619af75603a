import { ZIdParams, ZPageLimit, ZPageNumber, zWholeNumberText } from '@iiidem/shared/common/list-query';
import { ZCourseListResponse, ZCourseResponse, ZCourseSelectionResponse } from '@iiidem/shared/courses/api';
import { istCalendarDate } from '@iiidem/shared/dates';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { findCourseById, findOngoingCourses, findPublishedCourses, findUpcomingCourses } from './courses.repository';

/** Items per answer when the caller does not ask for a limit. */
export const DEFAULT_COURSE_LIMIT = 50;

export type CoursesRoutesOptions = {
  /** The clock deciding "today" (in IST) for ongoing and upcoming courses; the application clock by default. */
  now?: () => Date;
};

const ZCourseListQuery = z.strictObject({
  program_type_id: zWholeNumberText(
    1,
    3,
    'The program_type_id must be 1 (domestic), 2 (international) or 3 (academic).',
  )
    .optional()
    .describe('1 domestic, 2 international, 3 academic; all types when left out'),
  page: ZPageNumber.optional().describe('1-based page number (default 1)'),
  limit: ZPageLimit.optional().describe(`Courses per page (default ${DEFAULT_COURSE_LIMIT}, at most ${MAX_PAGE_SIZE})`),
});

const ZCourseSelectionQuery = z.strictObject({
  limit: ZPageLimit.optional().describe(`At most this many courses (default ${DEFAULT_COURSE_LIMIT})`),
});

const errorResponses = { 400: ZApiErrorBody, 404: ZApiErrorBody };

/**
 * The public course catalogue (spec 1 §7): all published courses by program type, ongoing and upcoming
 * courses (decided by today's date in India Standard Time), and one course by id.
 */
export const coursesRoutes: FastifyPluginAsyncZod<CoursesRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => clock.now());
  const db = () => app.database.db;

  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses, newest start first, optionally of one program type; paged',
        querystring: ZCourseListQuery,
        response: { 200: ZCourseListResponse, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'courses' }, async () => {
        const { program_type_id: programTypeId, page = 1, limit = DEFAULT_COURSE_LIMIT } = request.query;
        const result = await findPublishedCourses(db(), { programTypeId, page, limit });
        return {
          success: true as const,
          data: { course: result.courses, pages: { page, limit, totalData: result.totalData } },
        };
      }),
  );

  const selections = [
    {
      path: '/courses/ongoing',
      summary: 'Courses running today (IST): start_from <= today <= end_to, the soonest to end first',
      find: findOngoingCourses,
    },
    {
      path: '/courses/upcoming',
      summary: 'Courses starting after today (IST), the soonest first',
      find: findUpcomingCourses,
    },
  ];
  for (const selection of selections) {
    app.get(
      selection.path,
      {
        schema: {
          tags: ['courses'],
          summary: selection.summary,
          querystring: ZCourseSelectionQuery,
          response: { 200: ZCourseSelectionResponse, 400: ZApiErrorBody },
        },
      },
      async (request, reply) => {
        // Which courses are ongoing or upcoming changes at midnight (IST) too.
        const today = istCalendarDate(now());
        return answerPublicRead(request, reply, { area: 'courses', extraKey: today }, async () => {
          const course = await selection.find(db(), today, request.query.limit ?? DEFAULT_COURSE_LIMIT);
          return { success: true as const, data: { course } };
        });
      },
    );
  }

  app.get(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One published course with its program type name',
        params: ZIdParams,
        response: { 200: ZCourseResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'courses' }, async () => {
        const course = await findCourseById(db(), request.params.id);
        if (!course) throw new HttpError(404, API_ERRORS.notFound);
        return { success: true as const, data: { course } };
      }),
  );
};
