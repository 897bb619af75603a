import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: completion and certificates (upload or generate); public verification (issue 7). */
export const certificatesRoutes: FastifyPluginAsyncZod = async () => {};
