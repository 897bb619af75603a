import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: applications list, detail, status changes, bulk change, CSV export (issue 7). */
export const adminApplicationsRoutes: FastifyPluginAsyncZod = async () => {};
