/** The one error shape every API route answers with (developers' guide). */
export type ApiFieldError = { path: string; msg: string };
/** `requestId`: the id of the request in the server's log lines (also in the X-Request-Id header). */
export type ApiErrorBody = { success: false; message: string; errors?: ApiFieldError[]; requestId?: string };
