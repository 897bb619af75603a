/**
 * Test-only: bad requests generated from the OpenAPI document, for the fuzz test (test/fuzz.test.ts).
 * Each operation gets bad path parameters, bad query values, malformed and mistyped JSON bodies (one field
 * at a time, from a plausible body built from its schema), wrong content types, and malformed multipart.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
};

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  /** e.g. 'PUT /api/admin/courses/{id}' */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: string[];
  headers: string[];
  jsonBody?: JsonSchema;
  /** Takes a multipart form (declared, or a write without a JSON body: uploads are read by hand). */
  multipart: boolean;
  signedIn: boolean;
};

export type BadRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What is wrong with it, for the failure list. */
  label: string;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(document.components?.schemas?.[name], document, depth + 1);
  }
  const properties = schema.properties
    ? Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, document, depth + 1) ?? {}]),
      )
    : undefined;
  return {
    ...schema,
    ...(properties && { properties }),
    ...(schema.items && { items: resolve(schema.items, document, depth + 1) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map((option) => resolve(option, document, depth + 1) ?? {}) }),
    ...(schema.oneOf && { oneOf: schema.oneOf.map((option) => resolve(option, document, depth + 1) ?? {}) }),
  };
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase() as Operation['method'];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonBody = resolve(content['application/json']?.schema, document);
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        headers: parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name),
        ...(jsonBody && { jsonBody }),
        multipart: 'multipart/form-data' in content || (WRITE_METHODS.has(method) && !jsonBody),
        signedIn: Boolean(operation.security?.length),
      });
    }
  }
  return operations;
}

/** Path and query values, already percent-encoded where they must be. */
const BAD_IDS = [
  '0x10',
  '%201',
  '1e3',
  '-1',
  '0',
  '99999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(700),
];
const BAD_QUERY_VALUES = ['a%00b', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(3000), '-1', '1e3', '0x10', ''];
/** An id of the right shape that names no record. */
const UNKNOWN_ID = '999999';
/** An id the demo content has (courses, news, trainings, sessions...). */
const EXISTING_ID = '1';

/**
 * Reads and updates go to a record that exists, so bad bodies reach the operation's own checks; deletes and
 * other actions go to one that does not, so the fuzz does not remove what the next requests need.
 */
function baseId(operation: Operation): string {
  return operation.method === 'GET' || operation.method === 'PUT' || operation.method === 'PATCH'
    ? EXISTING_ID
    : UNKNOWN_ID;
}

/** Values put in one field at a time (JSON bodies). */
const BAD_VALUES: unknown[] = [123, true, [], null, 'x'.repeat(70_000), 'a\u0000b', '\ud800', { fuzz: 'a\u0000b' }];

function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'a';
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return plausible(option, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Every path of `value` one or two levels deep whose value can be swapped (objects' fields). */
function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema?.properties || depth > 1) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key], depth + 1),
  ]);
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) return copy;
    target = next as Record<string, unknown>;
  }
  target[path[path.length - 1] as string] = value;
  return copy;
}

function withoutField(body: unknown, key: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  delete copy[key];
  return copy;
}

function urlFor(operation: Operation, params: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? baseId(operation));
  return query ? `${path}?${query}` : path;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const BOUNDARY = '----fuzz';
const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipartBody(parts: Array<{ name: string; value: Buffer | string; filename?: string }>, end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Text fields the upload forms read (profile, nominations, back-office content). */
const FORM_FIELDS = [
  'first_name',
  'last_name',
  'mobile_no',
  'course_id',
  'nationality',
  'country',
  'designation',
  'title',
  'description',
  'caption',
  'category_id',
  'name',
  'link',
  'data',
];
const LONE_SURROGATE_BYTES = Buffer.from([0x61, 0xed, 0xa0, 0x80]);

function pathRequests(operation: Operation): BadRequest[] {
  return operation.pathParams.flatMap((name) =>
    BAD_IDS.map((value) => ({
      method: operation.method,
      url: urlFor(operation, { [name]: value }),
      headers: {},
      label: `path ${name}=${value.slice(0, 20)}`,
    })),
  );
}

function queryRequests(operation: Operation): BadRequest[] {
  const requests = operation.query.flatMap((name) => [
    ...BAD_QUERY_VALUES.map((value) => ({
      method: operation.method,
      url: urlFor(operation, {}, `${name}=${value}`),
      headers: {},
      label: `query ${name}=${value.slice(0, 20)}`,
    })),
    {
      method: operation.method,
      url: urlFor(operation, {}, `${name}=1&${name}=2`),
      headers: {},
      label: `query ${name} twice`,
    },
  ]);
  requests.push({
    method: operation.method,
    url: urlFor(operation, {}, 'unknown=%00'),
    headers: {},
    label: 'unknown query',
  });
  return requests;
}

function jsonRequests(operation: Operation): BadRequest[] {
  const url = urlFor(operation);
  const request = (label: string, body: string | Buffer, headers: Record<string, string> = JSON_TYPE) => ({
    method: operation.method,
    url,
    headers,
    body,
    label,
  });
  const requests: BadRequest[] = [
    ...['', 'null', '[]', '"text"', '1', '{', '{"a":', '"\\u0000"', '{"\\u0000":1}'].map((body) =>
      request(`json ${body}`, body),
    ),
    request('json over the size limit', `{"a":"${'x'.repeat(1_100_000)}"}`),
    request('json declared utf-16', '{}', { 'content-type': 'application/json; charset=utf-16' }),
    request('json declared latin1', '{}', { 'content-type': 'application/json; charset=iso-8859-1' }),
    request('text/plain', 'hello', { 'content-type': 'text/plain' }),
    request('form-urlencoded', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
    request('unknown content type', 'x', { 'content-type': 'application/x-fuzz' }),
  ];
  if (!operation.jsonBody) return requests;
  const body = plausible(operation.jsonBody);
  requests.push(request('json plausible', JSON.stringify(body)));
  requests.push(request('json extra field', JSON.stringify({ ...(body as object), role: 'admin', is_admin: true })));
  for (const path of fieldPaths(operation.jsonBody)) {
    const name = path.join('.');
    if (path.length === 1) requests.push(request(`json without ${name}`, JSON.stringify(withoutField(body, name))));
    for (const value of BAD_VALUES) {
      const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 12)) : JSON.stringify(value);
      requests.push(request(`json ${name}=${shown}`, JSON.stringify(withValue(body, path, value))));
    }
  }
  return requests;
}

function multipartRequests(operation: Operation): BadRequest[] {
  const url = urlFor(operation);
  const request = (label: string, body: string | Buffer, headers: Record<string, string> = MULTIPART_TYPE) => ({
    method: operation.method,
    url,
    headers,
    body,
    label,
  });
  return [
    request('multipart body x', 'x'),
    request('multipart without boundary', 'x', { 'content-type': 'multipart/form-data' }),
    request('multipart empty boundary', 'x', { 'content-type': 'multipart/form-data; boundary=' }),
    request('multipart empty body', ''),
    request('multipart unterminated', multipartBody([{ name: 'title', value: 'abc' }], false)),
    request('multipart bad part header', `--${BOUNDARY}\r\nContent-Dispositio\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
    request(
      'multipart part without name',
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    ),
    request('multipart NUL fields', multipartBody(FORM_FIELDS.map((name) => ({ name, value: 'a\u0000b' })))),
    request(
      'multipart lone surrogate fields',
      multipartBody(FORM_FIELDS.map((name) => ({ name, value: LONE_SURROGATE_BYTES }))),
    ),
    request(
      'multipart repeated field',
      multipartBody([
        { name: 'title', value: 'a' },
        { name: 'title', value: 'b' },
      ]),
    ),
    request('multipart text as a file', multipartBody([{ name: 'photo', value: 'not an image', filename: 'a.jpg' }])),
    request('multipart unknown file', multipartBody([{ name: 'fuzz', value: 'x', filename: 'x.exe' }])),
    request('multipart long field', multipartBody([{ name: 'title', value: 'x'.repeat(70_000) }])),
    request('multipart sent as json', '{}', JSON_TYPE),
  ];
}

function headerRequests(operation: Operation): BadRequest[] {
  return operation.headers.flatMap((name) =>
    ['', 'x'.repeat(1000), '../../etc/passwd', '%00'].map((value) => ({
      method: operation.method,
      url: urlFor(operation),
      headers: { [name]: value, ...(operation.multipart ? MULTIPART_TYPE : {}) },
      body: operation.multipart ? multipartBody([{ name: 'title', value: 'a' }]) : undefined,
      label: `header ${name}=${value.slice(0, 12)}`,
    })),
  );
}

/** The bad requests for one operation (the same for every role). */
export function badRequestsFor(operation: Operation): BadRequest[] {
  const bodies = WRITE_METHODS.has(operation.method)
    ? [...jsonRequests(operation), ...(operation.multipart ? multipartRequests(operation) : [])]
    : [];
  return [...pathRequests(operation), ...queryRequests(operation), ...bodies, ...headerRequests(operation)];
}
