import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Back office: banner and gallery photos, videos CRUD (issue 7). */
export const galleryAdminRoutes: FastifyPluginAsyncZod = async () => {};
