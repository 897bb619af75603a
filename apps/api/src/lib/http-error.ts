import type { ApiFieldError } from '@iiidem/shared/api-error';

/**
 * An error a route throws to answer with a given status and a message the user may read
 * (404, 403, 409 ...). The error handler turns it into the API's one error shape.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
