/** The one error shape every API route answers with (developers' guide). */
export type ApiFieldError = { path: string; msg: string };
export type ApiErrorBody = { success: false; message: string; errors?: ApiFieldError[] };
