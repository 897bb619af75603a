import { computeHomeFigures } from '@iiidem/shared/admin/home-figures';
import {
  NEW_APPLICATION_DAYS,
  STATISTICS_MESSAGES,
  ZAdminHomeAnswer,
  ZHomeFiguresAnswer,
  ZHomeFiguresSavedAnswer,
  ZStatisticsAnswer,
  ZStatisticsExportQuery,
  ZStatisticsQuery,
} from '@iiidem/shared/admin/statistics';
import { istCalendarDate, istDayStart } from '@iiidem/shared/dates';
import type { TSiteSettings } from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { computeStatistics, countApplicationsByCourse, countParticipants } from './statistics.repository';
import { statisticsCsv, statisticsCsvFileName } from './statistics-csv';

const roleErrors = { 401: ZApiErrorBody, 403: ZApiErrorBody };

/** The IST day NEW_APPLICATION_DAYS - 1 days before today: "new" applications were sent on it or later. */
function newSinceDay(now: Date): string {
  const day = new Date(`${istCalendarDate(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (NEW_APPLICATION_DAYS - 1));
  return day.toISOString().slice(0, 10);
}

/** Reading and saving the site settings belong to the site-settings feature: app.ts passes them in. */
export type SiteSettingsOperations = {
  readSiteSettings(executor: Database): Promise<{ settings: TSiteSettings; version: number }>;
  saveSiteSettings(
    app: FastifyInstance,
    input: { actorUserId: number; version: number; settings: TSiteSettings },
  ): Promise<void>;
};

/** The home page's figures computed from every year's participants, as of today (IST). */
async function computeFiguresNow(db: Database) {
  const { participants, courses, countries } = await countParticipants(db, {});
  return computeHomeFigures({ programs: courses, participants, countries }, istCalendarDate(clock.now()));
}

/**
 * Back office (issue 19, "Seeing the whole"): the home's counts by course and status, the statistics for the
 * annual report (participants: completed applications) with a CSV per table, and the home page's figures
 * computed from them, which staff can put on the public home page (the site settings, audited like any edit).
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsOperations }> = async (
  app,
  options,
) => {
  const { readSiteSettings, saveSiteSettings } = options.siteSettings;
  const db = () => app.database.db;

  app.get(
    '/admin/home',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Courses with applications, newest held first, with their applications counted by status',
        response: { 200: ZAdminHomeAnswer, ...roleErrors },
      },
    },
    async () => {
      const newSince = newSinceDay(clock.now());
      return {
        success: true as const,
        data: { new_since: newSince, courses: await countApplicationsByCourse(db(), istDayStart(newSince)) },
      };
    },
  );

  app.get(
    '/admin/statistics',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Participants (completed applications) by programme type, course, state, country, gender and year',
        querystring: ZStatisticsQuery,
        response: { 200: ZStatisticsAnswer, 400: ZApiErrorBody, ...roleErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await computeStatistics(db(), { fromYear: request.query.from_year, toYear: request.query.to_year }),
    }),
  );

  app.get(
    '/admin/statistics/export.csv',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One statistics table as CSV (formula cells escaped), with a Total row',
        querystring: ZStatisticsExportQuery,
        produces: ['text/csv'],
        response: {
          200: z.any().meta({ type: 'string', description: 'text/csv; charset=utf-8' }),
          400: ZApiErrorBody,
          ...roleErrors,
        },
      },
    },
    async (request, reply) => {
      const { table, from_year: fromYear, to_year: toYear } = request.query;
      const statistics = await computeStatistics(db(), { fromYear, toYear });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statisticsCsvFileName(table, fromYear, toYear)}"`)
        .send(statisticsCsv(table, statistics.tables[table]));
    },
  );

  app.get(
    '/admin/statistics/home-figures',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          "The home page's figures (years, programs, participants, countries) computed from every year's participants, and those it shows now",
        response: { 200: ZHomeFiguresAnswer, ...roleErrors },
      },
    },
    async () => {
      const [{ counts, figures }, { settings }] = await Promise.all([computeFiguresNow(db()), readSiteSettings(db())]);
      return { success: true as const, data: { counts, computed: figures, current: settings.homeFigures } };
    },
  );

  app.post(
    '/admin/statistics/home-figures',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          "Puts the figures computed from the participants on the home page, and the countries as the global footprint's total (audited)",
        response: { 200: ZHomeFiguresSavedAnswer, 400: ZApiErrorBody, ...roleErrors, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const { counts, figures } = await computeFiguresNow(db());
      if (counts.participants === 0) throw new HttpError(400, STATISTICS_MESSAGES.noParticipants);
      const { settings, version } = await readSiteSettings(db());
      await saveSiteSettings(app, {
        actorUserId: sessionUser(request).id,
        version,
        settings: {
          ...settings,
          homeFigures: figures,
          // The footprint's total states the same number of countries as the about block.
          footprint: { ...settings.footprint, total: { ...settings.footprint.total, value: figures.countries } },
        },
      });
      return { success: true as const, message: STATISTICS_MESSAGES.homeFiguresSaved(figures), data: { figures } };
    },
  );
};
