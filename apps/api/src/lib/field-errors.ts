import type { ApiFieldError } from '@iiidem/shared/api-error';
import type { z } from 'zod';

/** Field errors of a zod result, one per field, in the API's `{ path, msg }` shape (unknown fields by name). */
export function fieldErrorsOf(error: z.ZodError): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.')];
    for (const path of paths) {
      if (seen.has(path)) continue;
      seen.add(path);
      errors.push({ path, msg: issue.message });
    }
  }
  return errors;
}
