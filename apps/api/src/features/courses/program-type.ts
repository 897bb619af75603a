import { COURSE_ADMIN_MESSAGES } from '@iiidem/shared/admin/courses';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../lib/http-error';
import { programTypeExists } from './courses.admin.repository';

/** 400 under `program_type_id` unless it names a program type. */
export async function assertProgramType(executor: Executor, id: number): Promise<void> {
  if (!(await programTypeExists(executor, id))) {
    throw new HttpError(400, COURSE_ADMIN_MESSAGES.unknownProgramType, [
      { path: 'program_type_id', msg: COURSE_ADMIN_MESSAGES.unknownProgramType },
    ]);
  }
}
