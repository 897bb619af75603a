import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: vacancies CRUD (issue 7). */
export const vacanciesAdminRoutes: FastifyPluginAsyncZod = async () => {};
