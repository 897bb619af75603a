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

/** What the document says an upload route takes: its operation's description names the fields and files. */
const MULTIPART_BODY = {
  type: 'object',
  description: "multipart/form-data: the fields and files the operation's description names",
  additionalProperties: true,
};

/**
 * The zod schemas turned into JSON schemas; upload routes read their multipart body themselves (no body schema
 * for Fastify to validate), so the document is told here that they take one — clients and the API's own
 * generated tests then know every operation that accepts multipart/form-data.
 */
const transformRouteSchema: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const schema = result.schema as { body?: unknown; consumes?: string[]; hide?: boolean } | undefined;
  if (schema && !schema.hide && !schema.body && schema.consumes?.includes('multipart/form-data')) {
    return { ...result, schema: { ...result.schema, body: MULTIPART_BODY } };
  }
  return result;
};

/**
 * The OpenAPI 3 document is generated from the routes' zod schemas; it must be registered before the
 * routes so it sees them all. Served (with the Swagger UI) only when API_DOCS is on, which is the default
 * everywhere but production: a public portal need not publish a map of its API.
 */
const serveOpenApi: FastifyPluginAsync = async (app) => {
  if (!app.config.apiDocs) return;
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
    transform: transformRouteSchema,
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
