import { ADMIN_TRAINING_MESSAGES } from '@iiidem/shared/admin/trainings';
import type { Database } from '../../db/client';
import { hasDatabaseCode, UNIQUE_VIOLATION } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { isTrainingCodeTaken } from './trainings.admin.repository';

/** A training code is unique: 409 under `training_code` on a clash. */
const codeTaken = () =>
  new HttpError(409, ADMIN_TRAINING_MESSAGES.codeTaken, [
    { path: 'training_code', msg: ADMIN_TRAINING_MESSAGES.codeTaken },
  ]);

export async function assertTrainingCodeFree(db: Database, code: string, exceptId?: number): Promise<void> {
  if (await isTrainingCodeTaken(db, code, exceptId)) throw codeTaken();
}

/** Runs a write; a unique-code clash that slipped past the check (two saves at once) is still a 409. */
export async function withCodeClashAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, UNIQUE_VIOLATION)) throw codeTaken();
    throw error;
  }
}
