import type { ApiErrorBody } from '@iiidem/shared/api-error';
import { z } from 'zod';

/** The API's one error shape as a response schema, for routes to declare their 4xx/5xx answers. */
export const ZApiErrorBody = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
    requestId: z.string().optional().describe('The request id of the log lines (also in the X-Request-Id header)'),
  })
  .describe('Every error answer of the API has this shape.') satisfies z.ZodType<ApiErrorBody>;
