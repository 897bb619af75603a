import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: domestic trainings with sessions and files CRUD (issue 7). */
export const trainingsAdminRoutes: FastifyPluginAsyncZod = async () => {};
