import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: courses CRUD (issue 7). */
export const coursesAdminRoutes: FastifyPluginAsyncZod = async () => {};
