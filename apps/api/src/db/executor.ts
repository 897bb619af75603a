import type { Database } from './client';

/** Anything that can run queries: the database or a transaction. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;
