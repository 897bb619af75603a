import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: staff accounts (admins list, invite, deactivate) (issue 7). */
export const staffRoutes: FastifyPluginAsyncZod = async () => {};
