import {
  NEW_APPLICATION_DAYS,
  STATISTICS_MESSAGES,
  ZAdminHomeAnswer,
  ZHomeFiguresAnswer,
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
import { computeStatistics, countApplicationsByCourse } from './statistics.repository';
import { statisticsCsv, statisticsCsvFileName } from './statistics-csv';

const roleErrors = { 401: ZApiErrorBody, 403: ZApiErrorBody };

/** The IST day NEW_APPLICATION_DAYS - 1 days before today: "new" applications were sent on it or later. */
function newSinceDay(now: Date): string {
  const day = new Date(`${istCalendarDate(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (NEW_APPLICATION_DAYS - 1));
  return day.toISOString().slice(0, 10);
}

/**
 * Back office (issue 19, "Seeing the whole"): the home's counts by course and status, the statistics for the
 * annual report (participants: completed applications) with a CSV per table, and the action that puts the
 * computed number of countries on the public home page (the site settings, audited like any edit of them).
 */
/** Reading and saving the site settings belong to the site-settings feature: app.ts passes them in. */
export type SiteSettingsOperations = {
  readSiteSettings(executor: Database): Promise<{ settings: TSiteSettings; version: number }>;
  saveSiteSettings(
    app: FastifyInstance,
    input: { actorUserId: number; version: number; settings: TSiteSettings },
  ): Promise<void>;
};

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

  app.post(
    '/admin/statistics/home-figures',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          "Writes the number of participants' countries in the years' range as the home page's footprint total (audited)",
        querystring: ZStatisticsQuery,
        response: { 200: ZHomeFiguresAnswer, 400: ZApiErrorBody, ...roleErrors, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const { countries } = await computeStatistics(db(), {
        fromYear: request.query.from_year,
        toYear: request.query.to_year,
      });
      if (countries === 0) throw new HttpError(400, STATISTICS_MESSAGES.noCountries);
      const { settings, version } = await readSiteSettings(db());
      const figure = String(countries);
      await saveSiteSettings(app, {
        actorUserId: sessionUser(request).id,
        version,
        settings: {
          ...settings,
          footprint: {
            ...settings.footprint,
            total: { ...settings.footprint.total, value: { en: figure, hi: figure } },
          },
        },
      });
      return {
        success: true as const,
        message: STATISTICS_MESSAGES.homeFiguresSaved(countries),
        data: { countries },
      };
    },
  );
};
