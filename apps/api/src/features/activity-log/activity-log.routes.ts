import {
  ACTIVITY_PAGE_SIZE,
  type TActivityEntry,
  ZActivityListAnswer,
  ZActivityQuery,
} from '@iiidem/shared/admin/activity';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { ADMIN_ROUTE_BASE, requireAdmin } from '../../plugins/admin-guards';
import {
  type ActivityRow,
  applicationSubmissions,
  listActivity,
  listStaffPeople,
  recordNames,
} from './activity-log.repository';
import { describeEntry } from './describe-activity';

function idsOf(rows: readonly ActivityRow[], entity: string): number[] {
  return [...new Set(rows.filter((row) => row.entity === entity).map((row) => Number(row.entity_id)))].filter(
    (id) => Number.isSafeInteger(id) && id > 0,
  );
}

function fullName(first: string | null, last: string | null): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}

/**
 * Back office "Activity" (issue 19): every change the audit log recorded, newest first, in words. Admins only
 * (it shows what each member of staff did). Filters: person, kind, IST date range; keyset paging by `before`.
 */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/activity',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'The activity log in words, newest first, a page at a time (filters: person, kind, dates)',
        querystring: ZActivityQuery,
        response: { 200: ZActivityListAnswer, 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody },
      },
    },
    async (request) => {
      const rows = await listActivity(db(), request.query, ACTIVITY_PAGE_SIZE);
      const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
      const [submissions, people, records] = await Promise.all([
        applicationSubmissions(db(), idsOf(page, 'application')),
        listStaffPeople(db()),
        recordNames(db(), page),
      ]);
      const names = new Map(people.map((person) => [person.id, fullName(person.first_name, person.last_name)]));
      const context = {
        applicationNumber: (id: number) => {
          const submitted = submissions.get(id);
          return submitted ? formatApplicationNumber(id, submitted) : undefined;
        },
        userName: (id: number) => names.get(id),
        recordName: (entity: string, id: string) => records.get(`${entity}:${id}`),
      };
      const items: TActivityEntry[] = page.map((row) => ({
        id: row.id,
        at: row.created_at.toISOString(),
        actor:
          row.actor_user_id === null
            ? null
            : {
                id: row.actor_user_id,
                name: fullName(row.actor_first_name, row.actor_last_name),
                email: row.actor_email ?? '',
              },
        kind: row.entity,
        ...describeEntry(row, context),
        note: row.note,
      }));
      const last = page.at(-1);
      return {
        success: true as const,
        data: {
          items,
          next_before: rows.length > ACTIVITY_PAGE_SIZE && last ? last.id : null,
          people: people.map((person) => ({
            id: person.id,
            name: fullName(person.first_name, person.last_name),
            email: person.email,
          })),
        },
      };
    },
  );
};
