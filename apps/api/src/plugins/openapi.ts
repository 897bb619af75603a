import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Swagger UI renders some styles inline; only its own pages get that allowance, scripts stay strict. */
function allowInlineStyles(header: string): string {
  return header.replace(/style-src ([^;]*)/, (directive) =>
    directive.includes("'unsafe-inline'") ? directive : `${directive} 'unsafe-inline'`,
  );
}

/**
 * The OpenAPI 3 document is generated from the routes' zod schemas; it must be registered before the
 * routes so it sees them all.
 */
const serveOpenApi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'IIIDEM Portal API',
        description: 'Public site and applicant area of the IIIDEM portal. Every error has the shape ApiError.',
        version: '1.0.0',
      },
      components: {
        // Signed-in routes declare `security: [{ bearerAuth: [] }]`: the session token from sign-in.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token from sign-in' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
    transformStaticCSP: allowInlineStyles,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
};

export const openApi = fp(serveOpenApi, { name: 'openapi' });
