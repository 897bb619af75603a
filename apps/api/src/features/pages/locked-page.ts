import { PAGE_MESSAGES } from '@iiidem/shared/admin/pages';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../lib/http-error';
import { findPageRow } from './pages.repository';

/** The page, locked until the transaction ends; 404 when there is none. */
export async function lockedPage(tx: Executor, id: number) {
  const row = await findPageRow(tx, id, true);
  if (!row) throw new HttpError(404, PAGE_MESSAGES.notFound);
  return row;
}

/** Someone saved the draft after the editor loaded it. */
export function staleDraft(): HttpError {
  return new HttpError(409, PAGE_MESSAGES.staleDraft);
}
