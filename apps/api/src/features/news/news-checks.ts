import { NEWS_ADMIN_MESSAGES, newsDocumentIssue, type TNewsFields } from '@iiidem/shared/admin/news';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../lib/http-error';
import { newsCategoryExists } from './news.admin.repository';

/** The form field of a news item's PDF. */
export const NEWS_FILE_FIELD = 'document_file';

function fieldError(path: string, msg: string): HttpError {
  return new HttpError(400, msg, [{ path, msg }]);
}

/** A news item has a document link or a PDF (a new one, or on update the stored one): 400 otherwise. */
export function assertNewsDocument(fields: TNewsFields, newFile: boolean, storedFile: boolean): void {
  const issue = newsDocumentIssue(fields.document_link, newFile, storedFile);
  if (issue) throw fieldError(newFile ? NEWS_FILE_FIELD : 'document_link', issue);
}

export async function assertNewsCategory(executor: Executor, id: number): Promise<void> {
  if (!(await newsCategoryExists(executor, id))) throw fieldError('category_id', NEWS_ADMIN_MESSAGES.unknownCategory);
}
