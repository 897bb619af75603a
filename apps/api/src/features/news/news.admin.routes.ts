import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: news and tenders CRUD (issue 7). */
export const newsAdminRoutes: FastifyPluginAsyncZod = async () => {};
