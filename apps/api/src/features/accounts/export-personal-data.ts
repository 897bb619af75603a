import type { Database } from '../../db/client';
import { privateFilePath } from '../../lib/private-files';
import { findUserById } from '../../lib/users.repository';
import { findPersonRows, type PersonRows } from './personal-data.repository';

/** What stands in for a value kept only as a one-way hash (nobody can read it back, the person included). */
export const HASHED_VALUE = '(kept only as a one-way hash; not included)';
/** What stands in for the body of a mail not sent yet (it may hold a one-time code that is still valid). */
export const UNSENT_BODY = '(not sent yet; the body is included once it is sent)';

/** Columns whose values are secrets: they are named in the export, their values are not. */
const HASHED_COLUMNS: Partial<Record<keyof PersonRows, readonly string[]>> = {
  users: ['password_hash'],
  sessions: ['token_hash'],
  one_time_codes: ['code_hash', 'attempt_id'],
};

/** The columns of the person's rows that name a stored file, with the address the person can fetch it at. */
const FILE_COLUMNS: Partial<Record<keyof PersonRows, readonly string[]>> = {
  applications: ['certificate_pdf', 'certificate_jpg'],
  application_domestic_details: ['photo'],
  application_international_details: ['photo', 'passport_image'],
  certificates: ['pdf', 'jpg'],
};

export type ExportedFile = { table: string; column: string; name: string; url: string };

export type PersonalDataExport = {
  exportedAt: string;
  about: string;
  tables: Record<keyof PersonRows, Record<string, unknown>[]>;
  files: ExportedFile[];
};

const ABOUT =
  'Everything the IIIDEM Portal stores about you (Digital Personal Data Protection Act 2023): each table of the ' +
  'database with every row about you and every column of those rows. Files are listed with the address at which ' +
  'you can download them while signed in. Values kept only as one-way hashes (your password, session keys and ' +
  'one-time codes) are named but not included.';

/**
 * Everything stored about the signed-in person (issue 17), table by table with whole rows, so a column added to
 * one of these tables is in the export without a change here (a test checks every column of every table that
 * refers to a person).
 */
export async function exportPersonalData(db: Database, userId: number, now: Date): Promise<PersonalDataExport> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`No user ${userId}`);
  const rows = await findPersonRows(db, userId, user.email_id);
  const tables = {} as PersonalDataExport['tables'];
  const files: ExportedFile[] = [];
  for (const [table, tableRows] of Object.entries(rows) as [keyof PersonRows, Record<string, unknown>[]][]) {
    tables[table] = tableRows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const column of HASHED_COLUMNS[table] ?? []) if (copy[column] !== null) copy[column] = HASHED_VALUE;
      if (table === 'mail_outbox' && copy.status !== 'sent') {
        copy.text_body = UNSENT_BODY;
        copy.html_body = null;
      }
      for (const column of FILE_COLUMNS[table] ?? []) {
        const key = copy[column];
        if (typeof key === 'string' && key) files.push({ table, column, name: key, url: privateFilePath(key) });
      }
      return copy;
    });
  }
  if (user.photo) files.push({ table: 'users', column: 'photo', name: user.photo, url: `/api/users/${userId}/photo` });
  return { exportedAt: now.toISOString(), about: ABOUT, tables, files };
}
