import {
  ZAdminDeletedAnswer,
  ZAdminListQuery,
  ZPublishBody,
  zAdminItemAnswer,
  zAdminListAnswer,
} from '@iiidem/shared/admin/content-crud';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { ZApiErrorBody } from '../api-error-schema';
import { FOREIGN_KEY_VIOLATION, hasDatabaseCode } from '../database-errors';
import { removePublicFiles } from '../files/public-files';
import { HttpError } from '../http-error';
import {
  actorId,
  auditChange,
  CONTENT_ERROR_RESPONSES,
  containsPattern,
  notFound,
  pageOf,
  UPLOAD_ERROR_RESPONSES,
} from './content-crud';

/**
 * The routes every back-office content table has in the same shape (courses, news and tenders, vacancies):
 * the paged list, one record, create, update, publish/unpublish and delete, each staff only and audited. A
 * feature describes its table once (`ContentTable`) and registers the routes with `registerContentRoutes`,
 * giving the summaries OpenAPI shows for them and what differs from table to table (its queries, how create
 * and update read their input).
 */

/** The app inside a route plugin (FastifyPluginAsyncZod). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type ContentTable<Item> = {
  /** Path of the list, e.g. '/admin/news'; one record is at `${path}/:id`. */
  path: string;
  /** The audit entity, also the prefix of its actions ('vacancy' -> 'vacancy.publish'). */
  entity: string;
  /** The record as the back office sees it (the `data` of the one-record answers). */
  item: z.ZodType;
  /** One record, or undefined; `lock` holds its row until the transaction ends (tables with files). */
  find: (executor: Executor, id: number, lock: boolean) => Promise<Item | undefined>;
  messages: { created: string; updated: string; published: string; unpublished: string; deleted: string };
};

/** `{ success, message?, data }` of one record of the table. */
export function itemAnswer(table: ContentTable<unknown>) {
  return zAdminItemAnswer(table.item);
}

type ListRoute<Item> = {
  summary: string;
  list: (
    db: Database,
    options: { search?: string; limit: number; offset: number },
  ) => Promise<{ items: Item[]; totalData: number }>;
};

/** GET <path>: every record (published or not), paged, with an optional search. */
function registerListRoute<Item>(app: ZodApp, table: ContentTable<Item>, route: ListRoute<Item>) {
  app.get(
    table.path,
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: route.summary,
        querystring: ZAdminListQuery,
        response: { 200: zAdminListAnswer(table.item) as z.ZodType, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page, limit, offset } = pageOf(request.query);
      const search = request.query.q ? containsPattern(request.query.q) : undefined;
      const { items, totalData } = await route.list(app.database.db, { search, limit, offset });
      return { success: true as const, data: { items, pages: { page, limit, totalData } } };
    },
  );
}

/**
 * How a create or update route takes its input: a JSON `body` (validated by the route), or, without one, a
 * multipart form (`description` says what it holds) that the route's `save` reads itself.
 */
type SaveRoute<B extends z.ZodType> = { summary: string; body?: B; description?: string };
type CreateRoute<Item, B extends z.ZodType> = SaveRoute<B> & {
  create: (request: FastifyRequest, body: z.output<B>) => Promise<Item>;
};
type UpdateRoute<Item, B extends z.ZodType> = SaveRoute<B> & {
  update: (request: FastifyRequest, id: number, body: z.output<B>) => Promise<Item>;
};

function saveSchema<B extends z.ZodType>(route: SaveRoute<B>, answer: z.ZodType, status: 200 | 201): FastifySchema {
  const input = route.body
    ? { body: route.body, response: { [status]: answer, ...CONTENT_ERROR_RESPONSES } }
    : {
        description: route.description,
        consumes: ['multipart/form-data'],
        response: { [status]: answer, ...UPLOAD_ERROR_RESPONSES },
      };
  return { ...ADMIN_ROUTE_BASE, summary: route.summary, ...input };
}

/** POST <path>: creates a record (201 with the table's `created` message and the record). */
function registerCreateRoute<Item, B extends z.ZodType>(
  app: ZodApp,
  table: ContentTable<Item>,
  route: CreateRoute<Item, B>,
) {
  app.post(
    table.path,
    { onRequest: requireStaff, schema: saveSchema(route, itemAnswer(table), 201) },
    async (request, reply) => {
      const data = await route.create(request, request.body as z.output<B>);
      return reply.code(201).send({ success: true as const, message: table.messages.created, data });
    },
  );
}

/** PUT <path>/:id: saves a record (404 when there is none). */
function registerUpdateRoute<Item, B extends z.ZodType>(
  app: ZodApp,
  table: ContentTable<Item>,
  route: UpdateRoute<Item, B>,
) {
  app.put(
    `${table.path}/:id`,
    { onRequest: requireStaff, schema: { ...saveSchema(route, itemAnswer(table), 200), params: ZIdParams } },
    async (request) => {
      const { id } = request.params as z.output<typeof ZIdParams>;
      const data = await route.update(request, id, request.body as z.output<B>);
      return { success: true as const, message: table.messages.updated, data };
    },
  );
}

/** GET <path>/:id: one record (404 when there is none). */
function registerGetRoute<Item>(app: ZodApp, table: ContentTable<Item>, summary: string) {
  app.get(
    `${table.path}/:id`,
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary,
        params: ZIdParams,
        response: { 200: itemAnswer(table) as z.ZodType, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const item = await table.find(app.database.db, request.params.id, false);
      if (!item) throw notFound();
      return { success: true as const, data: item };
    },
  );
}

type PublishRoute = {
  summary: string;
  setPublished: (executor: Executor, id: number, published: boolean) => Promise<unknown>;
};

/** PATCH <path>/:id/published: publishes or unpublishes a record (audited `<entity>.publish`/`.unpublish`). */
function registerPublishRoute<Item extends { published: boolean }>(
  app: ZodApp,
  table: ContentTable<Item>,
  route: PublishRoute,
) {
  app.patch(
    `${table.path}/:id/published`,
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: route.summary,
        params: ZIdParams,
        body: ZPublishBody,
        response: { 200: itemAnswer(table) as z.ZodType, ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const item = await app.database.db.transaction(async (tx) => {
        const before = await table.find(tx, id, true);
        if (!before) throw notFound();
        await route.setPublished(tx, id, published);
        await auditChange(tx, {
          actorUserId: actorId(request),
          entity: table.entity,
          verb: published ? 'publish' : 'unpublish',
          entityId: id,
          from: { published: before.published },
          to: { published },
        });
        return table.find(tx, id, false);
      });
      if (!item) throw notFound();
      const message = published ? table.messages.published : table.messages.unpublished;
      return { success: true as const, message, data: item };
    },
  );
}

/**
 * Deletes a record (audited `<entity>.delete`), then its public `files`. With `inUse`, a record still
 * referred to (`inUse.check`, or a foreign key that stops the delete) answers 409 instead.
 */
type DeleteRoute<Item> = {
  summary: string;
  remove: (executor: Executor, id: number) => Promise<unknown>;
  files?: (item: Item) => readonly (string | null | undefined)[];
  inUse?: { message: string; check: (item: Item) => boolean };
};

/** DELETE <path>/:id: see `DeleteRoute`. */
function registerDeleteRoute<Item>(app: ZodApp, table: ContentTable<Item>, route: DeleteRoute<Item>) {
  const { inUse } = route;
  app.delete(
    `${table.path}/:id`,
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: route.summary,
        params: ZIdParams,
        response: {
          200: ZAdminDeletedAnswer,
          ...CONTENT_ERROR_RESPONSES,
          ...(inUse ? { 409: ZApiErrorBody } : {}),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      let removed: Item;
      try {
        removed = await app.database.db.transaction(async (tx) => {
          const before = await table.find(tx, id, true);
          if (!before) throw notFound();
          if (inUse?.check(before)) throw new HttpError(409, inUse.message);
          await route.remove(tx, id);
          await auditChange(tx, {
            actorUserId: actorId(request),
            entity: table.entity,
            verb: 'delete',
            entityId: id,
            from: before,
          });
          return before;
        });
      } catch (error) {
        // A reference added while the record was being deleted: the foreign key keeps it.
        if (inUse && hasDatabaseCode(error, FOREIGN_KEY_VIOLATION)) throw new HttpError(409, inUse.message);
        throw error;
      }
      if (route.files) await removePublicFiles(app.files, route.files(removed));
      return { success: true as const, message: table.messages.deleted, data: { id } };
    },
  );
}

/** What a content table's routes need besides the table: each route's summary and the table's own parts. */
export type ContentRoutes<Item, CreateBody extends z.ZodType, UpdateBody extends z.ZodType> = {
  /** Left out by a table whose list is not paged (it registers its own GET <path>). */
  list?: ListRoute<Item>;
  /** The summary of GET <path>/:id. */
  get: string;
  create: CreateRoute<Item, CreateBody>;
  update: UpdateRoute<Item, UpdateBody>;
  publish: PublishRoute;
  remove: DeleteRoute<Item>;
};

/** Registers a content table's list, one-record, create, update, publish and delete routes, in that order. */
export function registerContentRoutes<
  Item extends { published: boolean },
  CreateBody extends z.ZodType = z.ZodNever,
  UpdateBody extends z.ZodType = z.ZodNever,
>(app: ZodApp, table: ContentTable<Item>, routes: ContentRoutes<Item, CreateBody, UpdateBody>) {
  if (routes.list) registerListRoute(app, table, routes.list);
  registerGetRoute(app, table, routes.get);
  registerCreateRoute(app, table, routes.create);
  registerUpdateRoute(app, table, routes.update);
  registerPublishRoute(app, table, routes.publish);
  registerDeleteRoute(app, table, routes.remove);
}
