import type { TApplicationForm } from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/executor';
import { APPLICATION_FORM_KEY, SAMPLE_APPLICATION_FORM_HREF } from '../../db/seed/site-settings';
import { findFileFacts } from '../../lib/files/file-facts';
import { findSettingsRow } from './site-settings.repository';

const ZStoredApplicationForm = z.object({ href: z.string().min(1) });

/** The stored form's address and version; the sample form at version 0 before any is stored (or on a bad row). */
export async function readApplicationFormRow(executor: Executor): Promise<{ href: string; version: number }> {
  const row = await findSettingsRow(executor, APPLICATION_FORM_KEY);
  const parsed = ZStoredApplicationForm.safeParse(row?.value);
  if (!row || !parsed.success) return { href: SAMPLE_APPLICATION_FORM_HREF, version: row?.version ?? 0 };
  return { href: parsed.data.href, version: row.version };
}

/** The vacancies' application form as pages link it: its address, type and size (issue 15, issue 16). */
export async function readApplicationForm(app: FastifyInstance): Promise<TApplicationForm> {
  const { href } = await readApplicationFormRow(app.database.db);
  return { href, info: await findFileFacts(app, href) };
}
