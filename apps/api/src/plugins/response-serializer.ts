import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof validatingSerializerCompiler>[0];

/** A route's response schema: a zod schema, or (as fastify-type-provider-zod allows) one under `properties`. */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/**
 * In production, answers are serialised by their response schema (converted once per route to JSON Schema for
 * fast-json-stringify) without checking them against it again: the check costs about 15 % of a public read,
 * and tests and development keep it (`validatingSerializerCompiler`) so contract drift still shows there.
 * Like the zod check, the schema decides which properties leave: one a schema does not list is left out.
 * A schema JSON Schema cannot express falls back to the checking serializer.
 */
export const schemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = zodSchemaOf(route.schema);
  if (schema) {
    try {
      const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      // Falls through to the checking serializer.
    }
  }
  return validatingSerializerCompiler(route as RouteSchema);
};

/** The serializer compiler for NODE_ENV: checking in development and tests, by schema alone in production. */
export function responseSerializerCompiler(nodeEnv: string) {
  return nodeEnv === 'production' ? schemaSerializerCompiler : validatingSerializerCompiler;
}
