/** Back-office limits shared by the forms and the API. */

/** Largest file the back office accepts (PDF documents, photos, certificates); images are re-encoded smaller. */
export const ADMIN_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Rows per page of a back-office list, and the largest page a caller may ask for. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Most applications one bulk status change may touch. */
export const ADMIN_BULK_MAX = 200;

/** Longest note to an applicant on a status change. */
export const STATUS_NOTE_MAX_LENGTH = 1000;
